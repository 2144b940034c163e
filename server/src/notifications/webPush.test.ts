import { Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPushService, type TestPushService } from '../../../scripts/testing/pushService.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

let server: TestServer
let push: TestPushService

beforeAll(async () => {
  push = await startTestPushService()
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z', BOURSE_PUSH_LOOPBACK: 'yes' })
})
afterAll(async () => {
  await server.close()
  await push.stop()
})

describe('Web Push (issue 30)', () => {
  it('sends a fired alert to the investor’s browser within a second, encrypted, naming what fired and no balance', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const stock = server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us') ?? expect.fail()
    server.market.setPrice(stock.code, Price.of('50.00'), server.clock.now())
    const { publicKey } = (
      (await (await fetch(`${server.url}/prod-api/api/push/publicKey.do`)).json()) as {
        data: { publicKey: string }
      }
    ).data
    const subscription = await push.subscribe(publicKey)
    const subscribed = await postForm(server.url, '/user/push/subscribe.do', investor.token, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language: 'zh-CN',
    })
    expect(subscribed.status).toBe(0)
    await postForm(server.url, '/user/alert/add.do', investor.token, {
      code: stock.code,
      field: 'nowPrice',
      op: '>=',
      value: '55',
    })
    server.market.setPrice(stock.code, Price.of('55.10'), server.clock.now())
    server.risk.runOnce(server.clock.now())
    const firedAt = Date.now()
    let messages: string[] = []
    while (messages.length === 0 && Date.now() - firedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      messages = await push.received(subscription)
    }
    expect(Date.now() - firedAt).toBeLessThan(1_000)
    const payload = JSON.parse(messages[0] ?? '{}') as { title: string; body: string; url: string; tag: string }
    expect(payload).toMatchObject({ title: 'Bourse', url: `/kline?code=${stock.code}` })
    expect(payload.body).toContain(`（${stock.code}）价格 >= 55.00——当前 55.10`)
    expect(payload.body).not.toMatch(/\d{4,}\.\d\d/)
  })

  it('refuses a subscription to an address that is not a push service', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    for (const endpoint of ['https://attacker.example/hook', 'http://10.0.0.5/notify', 'file:///etc/passwd']) {
      const refused = await postForm(server.url, '/user/push/subscribe.do', investor.token, {
        endpoint,
        p256dh: 'B'.repeat(40),
        auth: 'A'.repeat(16),
      })
      expect(refused).toMatchObject({ status: 1, msg: 'endpoint is invalid' })
    }
  })
})
