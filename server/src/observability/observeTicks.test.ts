import { Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { capturedLog } from './testing/capturedLog.js'

const log = capturedLog()
let server: TestServer
beforeAll(async () => {
  // Monday 2026-11-23 10:00 in Shanghai; the demo calendar ends each day at local midnight.
  server = await startTestServer(
    { BOURSE_CLOCK: '2026-11-23T02:00:00Z', BOURSE_LOG_LEVEL: 'info' },
    { logStream: log.stream, riskOnTick: true },
  )
})
afterAll(() => server.close())

const linesSaying = (msg: string) => log.entries().filter((entry) => entry.msg === msg)

describe('the risk loop and the day close, seen from the log', () => {
  it('writes one line for a risk pass that acted and one for a day close; nothing at info for an idle pass', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const deposit = { type: 'creditDeposit', id: 'deposit:ticks', rechargeId: 'r-ticks' } as const
    executeCommand(server.db, investor.userId, { ...deposit, amount: Money.of('100000') }, server.clock.now())
    const stock =
      server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'sh' && !i.suspended) ??
      expect.fail('an A-share')
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10', profitTarget: '10.50' }
    expect((await postForm(server.url, '/user/buy.do', investor.token, order)).status).toBe(0)
    const second = await postForm(server.url, '/user/buy.do', investor.token, { ...order, profitTarget: '20.00' })
    expect(second.status).toBe(0)
    expect(linesSaying('risk pass')).toEqual([])

    server.market.setPrice(stock.code, Price.of('10.60'), server.clock.now())
    expect(linesSaying('risk pass')).toEqual([
      expect.objectContaining({ level: 30, actions: 1, liquidated: 0, ms: expect.any(Number) }),
    ])

    // Past midnight in Shanghai: the day closes and the open position accrues its stay fee.
    server.clock.set(Date.parse('2026-11-23T16:30:00Z'))
    server.market.tickOnce(server.clock.now())
    expect(linesSaying('day close')).toEqual([
      expect.objectContaining({ level: 30, days: ['2026-11-23'], stayFeeAccounts: 1 }),
    ])
  })
})
