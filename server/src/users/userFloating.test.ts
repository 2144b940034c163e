import { AccountFigures, type Command, Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from './testInvestor.js'

// Monday 2026-11-23 10:00 in Shanghai (a trading day).
const now = Date.parse('2026-11-23T02:00:00Z')

interface Row {
  readonly profitAndLose: string
  readonly orderStayFee?: string
}

describe('getUserInfo’s P&L fields over real HTTP (DECISIONS §20)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
  })
  afterAll(() => server.close())

  const run = (userId: number, command: Command) => {
    const decision = executeCommand(server.db, userId, command, now)
    if (!decision.ok) throw new Error(decision.error.key)
  }
  const setPrice = (code: string, price: string) => server.market.setPrice(code, Price.of(price), now)

  it('are each account’s floating P&L: core’s accountFloating over the open rows the position lists answer', async () => {
    const investor = createTestInvestor(server.db, now)
    const post = (path: string, fields: Record<string, string> = {}) =>
      postForm<{ list: Row[] } & Record<string, string>>(server.url, path, investor.token, fields)
    run(investor.userId, { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(100_000) })
    const shown = { indexDisplay: true, futuresDisplay: true }
    run(investor.userId, { type: 'transferFunds', id: 't', transferType: 1, amount: Money.of(50_000), settings: shown })
    const [first, second] = server.market.instruments().filter((i) => i.kind === 'stock' && i.market === 'us')
    if (!first || !second) return expect.fail('two US stocks')
    setPrice(first.code, '10.55')
    setPrice(second.code, '20.00')
    setPrice('000001', '3100.00')
    const long = { stockId: String(first.id), buyNum: '1000', buyType: '0', lever: '10' }
    const short = { stockId: String(second.id), buyNum: '500', buyType: '1', lever: '10' }
    expect((await post('/user/buy.do', long)).status).toBe(0)
    expect((await post('/user/buy.do', short)).status).toBe(0)
    const index = { indexId: String(server.market.instrument('000001')?.id), buyNum: '2', buyType: '0', lever: '10' }
    expect((await post('/user/buyIndex.do', index)).status).toBe(0)
    setPrice(first.code, '10.80')
    setPrice(second.code, '20.40')
    setPrice('000001', '3150.00')

    const info = (await post('/user/getUserInfo.do')).data
    // long 1 000 × (10.80 − 10.55) = 250.00; short 500 × (20.00 − 20.40) = −200.00; no stay fee on the opening day;
    // opening charges already left the balance and are not in it
    expect(info.allProfitAndLose).toBe('50.00')
    // index 2 × (3 150 − 3 100) × 1.00 = 100.00 (its 20.00 fee already paid)
    expect(info.allIndexProfitAndLose).toBe('100.00')
    expect(info.allFuturesProfitAndLose).toBe('0.00')

    // the same numbers as core's AccountFigures over the lists the app's card sums, at the same quotes
    const floatingOf = async (path: string) => {
      const rows = (await post(path, { state: '0', pageSize: '100' })).data.list
      return AccountFigures.accountFloating(
        rows.map((row) => ({
          profitAndLose: Money.of(row.profitAndLose),
          orderStayFee: Money.of(row.orderStayFee ?? '0'),
        })),
      ).toFixed(2)
    }
    expect(info.allProfitAndLose).toBe(await floatingOf('/user/position/list.do'))
    expect(info.allIndexProfitAndLose).toBe(await floatingOf('/user/index/position/list.do'))
    expect(info.allFuturesProfitAndLose).toBe(await floatingOf('/user/futures/position/list.do'))
  })
})
