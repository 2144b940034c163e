import { createHmac } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { paymentSecretOf } from '../../payments/paymentSecret.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { availableOf, openRecharge, pressSandbox } from '../../testing/fundsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { runAuditor } from '../../testing/runAuditor.js'
import { staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'
import { runRechargeExpiry } from './paymentRoutes.js'

const start = Date.parse('2026-11-24T02:00:00Z')
const minute = 60_000

let server: TestServer
let secret: string
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(start).toISOString() })
  secret = paymentSecretOf(server.config)
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const snOf = (pagePath: string | null) => (pagePath ?? '').replace('/sandbox-pay/', '')
const statusOf = (orderSn: string) =>
  (server.db.prepare('SELECT status FROM recharge_orders WHERE order_sn = ?').get(orderSn) as { status: number }).status
const depositsOf = (userId: number) =>
  (
    server.db.prepare("SELECT COUNT(*) AS n FROM journal WHERE user_id = ? AND type = 'deposit'").get(userId) as {
      n: number
    }
  ).n

/** A notification as a provider holding `key` would send it. */
const notify = async (
  body: Record<string, unknown>,
  key = secret,
  text = JSON.stringify(body),
  signature = createHmac('sha256', key).update(text).digest('hex'),
) => {
  const response = await fetch(`${server.url}/payments/sandbox/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bourse-signature': signature },
    body: text,
  })
  return { http: response.status, ...((await response.json()) as { status: number; msg: string; data: unknown }) }
}

const notice = (orderSn: string, overrides: Record<string, unknown> = {}) => ({
  orderSn,
  outcome: 'paid',
  amount: '500.00',
  sentAt: server.clock.now(),
  nonce: `n-${Math.random()}`,
  ...overrides,
})

const expiry = () => runRechargeExpiry({ db: server.db, now: server.clock.now, config: server.config })

describe('opening a recharge', () => {
  it('refuses less than rechargeMinAmt and an 11th waiting order; an expired one frees a place', async () => {
    server.clock.set(start)
    const { token } = createTestInvestor(server.db, start)
    expect(await openRecharge(server, token, '199.99')).toMatchObject({
      status: 1,
      msg: 'The minimum recharge amount is 200.00',
    })
    for (let i = 0; i < 10; i++) expect((await openRecharge(server, token, '200')).status).toBe(0)
    const eleventh = await openRecharge(server, token, '200')
    expect(eleventh).toMatchObject({ status: 1, data: null })
    expect(eleventh.msg).toContain('10 unpaid recharge orders')
    server.clock.set(start + 30 * minute)
    expect(await expiry()).toBe(10)
    expect((await openRecharge(server, token, '200')).status).toBe(0)
    const list = await postForm<{ list: { orderStatus: number }[]; total: number }>(
      server.url,
      '/user/recharge/list.do',
      token,
      { orderStatus: '3' },
    )
    expect([list.data.total, list.data.list.length]).toEqual([10, 10])
  })

  it('lists the sandbox channel and a receiving account that is not shown', async () => {
    const pay = await postForm(server.url, '/api/site/getPayInfo.do', undefined)
    expect(pay).toMatchObject({ status: 0, data: [{ channelType: 'sandbox' }] })
    const { token } = createTestInvestor(server.db, start)
    expect(await postForm(server.url, '/user/recharge/getBankInfo.do', token)).toMatchObject({
      status: 0,
      data: [{ isShow: 1 }],
    })
  })
})

describe('the sandbox page', () => {
  it('answers an unknown order with 404, and Fail marks the order failed without credit', async () => {
    expect((await fetch(`${server.url}/sandbox-pay/R0000`)).status).toBe(404)
    const investor = createTestInvestor(server.db, server.clock.now())
    const opened = await openRecharge(server, investor.token, '500')
    const failed = await pressSandbox(server, opened.data as string, 'failed')
    expect(failed.html).toContain('The payment failed')
    expect(statusOf(snOf(opened.data))).toBe(2)
    expect(depositsOf(investor.userId)).toBe(0)
    // Pressing Pay afterwards changes nothing: the first outcome stands.
    await pressSandbox(server, opened.data as string, 'paid')
    expect(statusOf(snOf(opened.data))).toBe(2)
    expect((await availableOf(server, investor.token)).stock).toBe('0.00')
  })
})

describe('the sandbox page and channel in the investor’s language (issue 35 item 20)', () => {
  it('names the channel in Chinese and shows the page, its buttons and the answer in the language of its address', async () => {
    const pay = await postForm(server.url, '/api/site/getPayInfo.do', undefined, {}, { lang: 'zh-CN' })
    expect(pay.data).toEqual([{ channelName: '沙盒（模拟支付）', channelType: 'sandbox', channelAccount: 'ONLINE' }])
    const investor = createTestInvestor(server.db, server.clock.now())
    const opened = await openRecharge(server, investor.token, '500')
    const page = await (await fetch(`${server.url}${opened.data as string}?lang=zh-TW`)).text()
    expect(page).toContain('<html lang="zh-TW">')
    expect(page).toContain('<h1>沙盒支付</h1>')
    expect(page).toContain('狀態: <strong>等待支付</strong>')
    expect(page).toContain(`action="${opened.data as string}?lang=zh-TW"`)
    expect(page).not.toMatch(/Sandbox|Waiting|>Pay</)
    const answered = await pressSandbox(server, `${opened.data as string}?lang=zh-CN`, 'failed')
    expect(answered.html).toContain('<strong>支付失败</strong>')
    expect(
      (await fetch(`${server.url}/sandbox-pay/R0000?lang=zh-CN`).then((r) => r.text())).includes('该支付订单不存在'),
    ).toBe(true)
  })
})

describe('parallel presses of Pay on one order (issue 32)', () => {
  it('collect once at the provider, credit once, and leave the audit clean', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const page = (await openRecharge(server, investor.token, '700')).data as string
    await Promise.all([1, 2, 3].map(() => pressSandbox(server, page, 'paid')))
    const collections = server.db
      .prepare("SELECT COUNT(*) AS n FROM provider_records WHERE reference = ? AND kind = 'collected'")
      .get(snOf(page)) as { n: number }
    expect(Number(collections.n)).toBe(1)
    expect(depositsOf(investor.userId)).toBe(1)
    expect((await availableOf(server, investor.token)).stock).toBe('700.00')
    const audited = await runAuditor(server, staffToken(server, 'auditor'), ['audit', investor.phone, '--json'])
    expect(audited.exitCode, audited.err).toBe(0)
  })
})

describe('the notification route', () => {
  it('credits a payment notified twice once, and answers the first outcome to the second', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const orderSn = snOf((await openRecharge(server, investor.token, '500')).data)
    const first = await notify(notice(orderSn))
    expect(first).toMatchObject({ http: 200, status: 0, data: { orderSn, orderStatus: 1 } })
    const second = await notify(notice(orderSn, { outcome: 'failed' }))
    expect(second).toMatchObject({ http: 200, status: 0, data: { orderSn, orderStatus: 1 } })
    expect(depositsOf(investor.userId)).toBe(1)
    expect((await availableOf(server, investor.token)).stock).toBe('500.00')
  })

  it('refuses a forged notification: wrong key, no signature, a tampered body, another amount, unknown order', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const orderSn = snOf((await openRecharge(server, investor.token, '500')).data)
    const body = notice(orderSn)
    const forged = [
      await notify(body, 'not-the-secret-not-the-secret-000'),
      await notify(body, secret, JSON.stringify(body), ''),
      await notify(
        body,
        secret,
        JSON.stringify({ ...body, amount: '50000.00' }),
        createHmac('sha256', secret).update(JSON.stringify(body)).digest('hex'),
      ),
      await notify(notice(orderSn, { amount: '5000.00' })),
      await notify(notice('R19990101000000ffffffffffffffff')),
      await notify(body, secret, '{"orderSn":'),
    ]
    expect(forged.map((answer) => [answer.http, answer.status])).toEqual(Array(6).fill([400, 1]))
    expect(forged.map((answer) => answer.msg)).toEqual([
      'The payment notification is not valid',
      'The payment notification is not valid',
      'The payment notification is not valid',
      'The payment notification is not valid',
      'Recharge order R19990101000000ffffffffffffffff was not found',
      'The payment notification is not valid',
    ])
    expect(statusOf(orderSn)).toBe(0)
    expect(depositsOf(investor.userId)).toBe(0)
  })

  it('refuses a notification replayed after 5 minutes, and one dated in the future', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const orderSn = snOf((await openRecharge(server, investor.token, '500')).data)
    const captured = notice(orderSn)
    server.clock.set(server.clock.now() + 5 * minute + 1)
    expect(await notify(captured)).toMatchObject({ http: 400, status: 1, msg: 'The payment notification is too old' })
    expect(await notify(notice(orderSn, { sentAt: server.clock.now() + 6 * minute }))).toMatchObject({ status: 1 })
    expect(statusOf(orderSn)).toBe(0)
    // Replayed within the window after it was acted on: nothing changes, the first outcome is answered.
    const fresh = notice(orderSn)
    expect((await notify(fresh)).data).toEqual({ orderSn, orderStatus: 1 })
    expect((await notify(fresh)).data).toEqual({ orderSn, orderStatus: 1 })
    expect(depositsOf(investor.userId)).toBe(1)
  })
})

describe('expiry after 30 minutes', () => {
  beforeAll(async () => {
    // Orders left waiting by the tests above are cancelled first, so each count below is this test's own.
    server.clock.set(server.clock.now() + 31 * minute)
    await expiry()
  })

  it('cancels an unpaid order; paying it afterwards credits nothing', async () => {
    const opened = server.clock.now()
    const investor = createTestInvestor(server.db, opened)
    const page = (await openRecharge(server, investor.token, '500')).data as string
    server.clock.set(opened + 30 * minute - 1)
    expect(await expiry()).toBe(0)
    server.clock.set(opened + 30 * minute)
    expect(await expiry()).toBe(1)
    expect(statusOf(snOf(page))).toBe(3)
    expect((await pressSandbox(server, page, 'paid')).html).toContain('Cancelled')
    expect(depositsOf(investor.userId)).toBe(0)
  })

  it('reaches one outcome when a payment races the expiry, on either side of the deadline', async () => {
    for (const offset of [-1, 0, -1, 0]) {
      const opened = server.clock.now()
      const investor = createTestInvestor(server.db, opened)
      const page = (await openRecharge(server, investor.token, '500')).data as string
      server.clock.set(opened + 30 * minute + offset)
      const [pressed, cancelled] = await Promise.all([pressSandbox(server, page, 'paid'), expiry()])
      const status = statusOf(snOf(page))
      expect(status).toBe(offset < 0 ? 1 : 3)
      expect(cancelled).toBe(status === 3 ? 1 : 0)
      expect(pressed.html).toContain(status === 1 ? 'Payment received' : 'not paid in time')
      expect(depositsOf(investor.userId)).toBe(status === 1 ? 1 : 0)
    }
  })
})

describe('hostile input on the sandbox page and the notification route', () => {
  const hostile = ['', ' ', 'abc', '-1', '1e999', 'null', '<script>', "' OR 1=1 --", '%00', '../etc/passwd']

  it('answers without a server error, echoes nothing unescaped and moves no money', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const page = (await openRecharge(server, investor.token, '500')).data as string
    const journalBefore = server.db.prepare('SELECT COUNT(*) AS n FROM journal').get()
    for (const value of hostile) {
      const get = await fetch(`${server.url}/sandbox-pay/${encodeURIComponent(value)}`)
      expect(get.status, value).toBeLessThan(500)
      const html = await get.text()
      expect(html).not.toContain('<script>')
      const pressed = await fetch(`${server.url}${page}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: value }).toString(),
      })
      expect(pressed.status, value).toBe(400)
      // Any visible `nonce` is valid under a good signature; the other fields' hostile values never are.
      for (const field of ['orderSn', 'outcome', 'amount', 'sentAt']) {
        const answer = await notify({ ...notice(snOf(page)), [field]: value })
        expect([answer.http, answer.status], `${field}=${value}`).toEqual([400, 1])
      }
      const raw = await notify({}, secret, value)
      expect([raw.http, raw.status], `body ${value}`).toEqual([400, 1])
    }
    const huge = await notify({}, secret, JSON.stringify({ pad: 'x'.repeat(20_000) }))
    expect(huge.http).toBe(413)
    expect(statusOf(snOf(page))).toBe(0)
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM journal').get()).toEqual(journalBefore)
  })
})
