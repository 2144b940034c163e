import { type Command, Money, Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { readSettings } from '../settings/settingsRepository.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { postForm, type Reply } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { sweepContractAccounts } from './contractRisk.js'
import { createRiskBooks, type RiskBooks } from './riskBooks.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const post = (path: string, token: string, fields: Record<string, string>) => postForm(server.url, path, token, fields)

const run = (userId: number, command: Command) => {
  const decision = executeCommand(server.db, userId, command, now)
  if (!decision.ok) throw new Error(decision.error.key)
}

const settings = { indexDisplay: true, futuresDisplay: true }

const contractTrader = () => {
  const user = createTestInvestor(server.db, now)
  run(user.userId, { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(50_000) })
  run(user.userId, { type: 'transferFunds', id: 't1', transferType: 1, amount: Money.of(10_000), settings })
  run(user.userId, { type: 'transferFunds', id: 't3', transferType: 3, amount: Money.of(10_000), settings })
  return user
}

const setPoint = (code: string, point: string) => server.market.setPrice(code, Price.of(point), now)
const context = () => ({ db: server.db, market: server.market })
let books: RiskBooks | undefined
/** The sweep as the risk loop runs it: on books that have caught up with every change. */
const sweep = (at: number) => {
  books ??= createRiskBooks(server.db, readSettings(server.db))
  books.ready()
  books.catchUp(at)
  return sweepContractAccounts(context(), books, at)
}

const balanceAfter = (userId: number, balance: string) =>
  (
    server.db
      .prepare('SELECT balance_after AS v FROM journal WHERE user_id = ? AND balance = ? ORDER BY id DESC LIMIT 1')
      .get(userId, balance) as { v: string }
  ).v

describe('sweepContractAccounts', () => {
  it('liquidates an index account exactly at its line, journaled, with a notice; futures untouched', async () => {
    const a = contractTrader()
    setPoint('000001', '3100.00')
    setPoint('GC', '2400.00')
    const index = await post('/user/buyIndex.do', a.token, {
      indexId: String(server.market.instrument('000001')?.id),
      buyNum: '10',
      buyType: '0',
      lever: '30',
    })
    // deposit 10 000 × 10 ÷ 30 = 3 333.33; fee 100.00 → available 6 566.67, frozen 3 333.33
    expect(index.data).toMatchObject({ margin: '3333.33', orderFee: '100.00' })
    const futures = await post('/user/buyFutures.do', a.token, {
      futuresId: String(server.market.instrument('GC')?.id),
      buyNum: '1',
      buyType: '1',
      lever: '20',
    })
    expect(futures.status).toBe(0)

    // Line = round2((6 566.67 + 3 333.33) × 0.8) = 7 920.00; floating = (point − 3 100) × 1 × 10.
    setPoint('000001', '2308.01') // floating −7 919.90: not yet
    expect(sweep(now)).toEqual([])
    expect(server.db.prepare('SELECT count(*) AS n FROM messages WHERE user_id = ?').get(a.userId)).toEqual({ n: 0 })

    setPoint('000001', '2308.00') // floating −7 920.00 ≤ −7 920.00
    const done = sweep(now)
    expect(done.map((d) => ({ ...d, line: Money.toText(d.line), floating: Money.toText(d.floating) }))).toEqual([
      { userId: a.userId, kind: 'index', closed: 1, line: '7920.00', floating: '-7920.00' },
    ])
    const sn = index.data?.positionSn as string
    expect(
      server.db
        .prepare('SELECT type, balance, amount, balance_after AS after FROM journal WHERE reference = ? ORDER BY id')
        .all(sn)
        .slice(3),
    ).toEqual([
      { type: 'marginReleased', balance: 'index.frozen', amount: '-3333.33', after: '0.00' },
      { type: 'marginReleased', balance: 'index.available', amount: '3333.33', after: '9900.00' },
      { type: 'profitAndLoss', balance: 'index.available', amount: '-7920.00', after: '1980.00' },
    ])
    expect(balanceAfter(a.userId, 'futures.frozen')).toBe('1000.00')

    const closed = await post('/user/index/position/list.do', a.token, { state: '1' })
    expect((closed.data?.list as unknown[] | undefined)?.[0]).toMatchObject({
      positionSn: sn,
      closeReason: 'liquidation',
      sellOrderPrice: '2308.00',
      profitAndLose: '-7920.00',
      allProfitAndLose: '-8020.00',
    })
    const messages = await post('/user/cash/getMessagelist.do', a.token, {})
    expect(messages.data).toMatchObject({ total: 1 })
    expect((messages.data?.list as unknown[] | undefined)?.[0]).toMatchObject({
      title: 'Liquidation',
      content:
        'Liquidation: the floating loss -7920.00 of your index account reached the liquidation line of 7920.00; 1 positions were closed',
      isRead: 0,
      addTime: now,
    })

    // Nothing left to liquidate: a second sweep does nothing.
    expect(sweep(now + 1000)).toEqual([])
  })

  it('liquidates a futures short when gold rises through the line', async () => {
    const b = contractTrader()
    setPoint('GC', '2400.00')
    const bought = await post('/user/buyFutures.do', b.token, {
      futuresId: String(server.market.instrument('GC')?.id),
      buyNum: '2',
      buyType: '1',
      lever: '10',
    })
    // deposit 20 000 × 2 ÷ 10 = 4 000.00; fee 20.00 → available 5 980.00, frozen 4 000.00
    // line = round2(9 980.00 × 0.8) = 7 984.00; a short loses (point − 2 400) × 10 × 2 = 20 per point
    expect(bought.data).toMatchObject({ margin: '4000.00', orderFee: '20.00' })
    setPoint('GC', '2799.15') // −7 983.00: not yet
    expect(sweep(now).filter((d) => d.userId === b.userId)).toEqual([])
    setPoint('GC', '2799.20') // −7 984.00
    expect(sweep(now).filter((d) => d.userId === b.userId)).toMatchObject([{ kind: 'futures', closed: 1 }])
    // 5 980.00 + 4 000.00 − 7 984.00
    expect(balanceAfter(b.userId, 'futures.available')).toBe('1996.00')
    const zh = await fetch(`${server.url}/prod-api/user/cash/getMessagelist.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: b.token, lang: 'zh-CN' },
    })
    const reply = (await zh.json()) as Reply
    expect((reply.data?.list as { content: string }[] | undefined)?.[0]?.content).toBe(
      '强制平仓：您的期货账户浮动亏损 -7984.00 达到强平线 7984.00，1 个持仓已平仓',
    )
  })

  it('does nothing without a market or without open contract positions', () => {
    expect(sweepContractAccounts({ db: server.db }, createRiskBooks(server.db, readSettings(server.db)), now)).toEqual(
      [],
    )
  })
})
