import { type Command, Money, Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../../accounts/executeCommand.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm, type Reply } from '../../testing/postForm.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const post = (path: string, token: string, fields: Record<string, string>, headers = {}) =>
  postForm(server.url, path, token, fields, headers)

/** The first row of a list reply. */
const firstRow = (reply: Reply): unknown => (reply.data?.list as unknown[] | undefined)?.[0]

const run = (userId: number, command: Command) => {
  const decision = executeCommand(server.db, userId, command, now)
  if (!decision.ok) throw new Error(decision.error.key)
}

/** A KYC-approved investor with `stock` rupees deposited, `index` and `futures` moved to those accounts. */
const investor = (funds: { stock: number; index?: number; futures?: number }) => {
  const user = createTestInvestor(server.db, now)
  run(user.userId, { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(funds.stock) })
  const settings = { indexDisplay: true, futuresDisplay: true }
  if (funds.index)
    run(user.userId, { type: 'transferFunds', id: 't1', transferType: 1, amount: Money.of(funds.index), settings })
  if (funds.futures)
    run(user.userId, { type: 'transferFunds', id: 't3', transferType: 3, amount: Money.of(funds.futures), settings })
  return user
}

const idOf = (code: string) => server.market.instrument(code)?.id as number
const setPoint = (code: string, point: string) => server.market.setPrice(code, Price.of(point), now)

const journalOf = (userId: number, reference: string) =>
  server.db
    .prepare(
      'SELECT type, balance, amount, balance_after AS after FROM journal WHERE user_id = ? AND reference = ? ORDER BY id',
    )
    .all(userId, reference)

const balances = (userId: number) =>
  server.db
    .prepare(
      `SELECT balance, (SELECT balance_after FROM journal j2 WHERE j2.user_id = j.user_id AND j2.balance = j.balance ORDER BY id DESC LIMIT 1) AS amount
       FROM journal j WHERE user_id = ? GROUP BY user_id, balance ORDER BY balance`,
    )
    .all(userId)

describe('index contract: buy long, price moves, close with P&L', () => {
  it('books deposit and fee on the index account and settles the P&L at close', async () => {
    const a = investor({ stock: 100_000, index: 50_000 })
    setPoint('000001', '3100.00')
    const bought = await post('/user/buyIndex.do', a.token, {
      indexId: String(idOf('000001')),
      buyNum: '2',
      buyType: '0',
      lever: '10',
    })
    expect(bought.msg).toBe('Purchase successful')
    expect(bought.status).toBe(0)
    const sn = bought.data?.positionSn as string
    expect(sn).toMatch(/^IX[0-9A-F]{16}$/)
    // deposit 10 000.00 × 2 ÷ 10 = 2 000.00; fee 10.00 × 2 = 20.00; value shown 1.00 × 2 × 100
    expect(bought.data).toMatchObject({
      state: 0,
      orderDirection: 'long',
      orderNum: 2,
      lever: 10,
      buyOrderPrice: '3100.00',
      now_price: '3100.00',
      eachPoint: '1.00',
      margin: '2000.00',
      orderFee: '20.00',
      profitAndLose: '0.00',
      allProfitAndLose: '-20.00',
      indexCode: '000001',
      buyOrderTime: now,
      sellOrderTime: null,
      closeReason: null,
    })
    expect(journalOf(a.userId, sn)).toEqual([
      { type: 'marginFrozen', balance: 'index.available', amount: '-2000.00', after: '48000.00' },
      { type: 'marginFrozen', balance: 'index.frozen', amount: '2000.00', after: '2000.00' },
      { type: 'contractFee', balance: 'index.available', amount: '-20.00', after: '47980.00' },
    ])

    setPoint('000001', '3150.00')
    const open = await post('/user/index/position/list.do', a.token, { state: '0' })
    expect(open.data?.total).toBe(1)
    // (3 150 − 3 100) × 1.00 × 2 = 100.00; minus the fee 20.00 = 80.00
    expect(firstRow(open)).toMatchObject({
      positionSn: sn,
      now_price: '3150.00',
      profitAndLose: '100.00',
      allProfitAndLose: '80.00',
      preClose: expect.stringMatching(/^\d+\.\d{2}$/),
    })

    const sold = await post('/user/sellIndex.do', a.token, { positionSn: sn })
    expect(sold).toMatchObject({ status: 0, msg: 'Position closed successfully' })
    expect(sold.data).toMatchObject({
      state: 1,
      sellOrderPrice: '3150.00',
      profitAndLose: '100.00',
      closeReason: 'user',
    })
    expect(journalOf(a.userId, sn).slice(3)).toEqual([
      { type: 'marginReleased', balance: 'index.frozen', amount: '-2000.00', after: '0.00' },
      { type: 'marginReleased', balance: 'index.available', amount: '2000.00', after: '49980.00' },
      { type: 'profitAndLoss', balance: 'index.available', amount: '100.00', after: '50080.00' },
    ])
    expect(balances(a.userId)).toEqual([
      { balance: 'index.available', amount: '50080.00' },
      { balance: 'index.frozen', amount: '0.00' },
      { balance: 'stock.available', amount: '50000.00' },
    ])

    expect((await post('/user/index/position/list.do', a.token, { state: '0' })).data).toMatchObject({ total: 0 })
    const closed = await post('/user/index/position/list.do', a.token, { state: '1', keyWords: '000001' })
    expect(closed.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 15 })
    expect(firstRow(closed)).toMatchObject({
      positionSn: sn,
      state: 1,
      now_price: '3150.00',
      sellOrderPrice: '3150.00',
      sellOrderTime: now,
      profitAndLose: '100.00',
      allProfitAndLose: '80.00',
      closeReason: 'user',
    })
    const again = await post('/user/sellIndex.do', a.token, { positionSn: sn })
    expect(again).toEqual({ status: 1, msg: `No such record: ${sn}`, data: null })
  })

  it('a short gains when the index falls', async () => {
    const a = investor({ stock: 10_000, index: 10_000 })
    setPoint('000001', '3100.00')
    const bought = await post('/user/buyIndex.do', a.token, {
      indexId: String(idOf('000001')),
      buyNum: '3',
      buyType: '1',
      lever: '20',
    })
    // deposit 10 000 × 3 ÷ 20 = 1 500.00; fee 30.00
    expect(bought.data).toMatchObject({ orderDirection: 'short', margin: '1500.00', orderFee: '30.00' })
    setPoint('000001', '3080.50')
    const sold = await post('/user/sellIndex.do', a.token, { positionSn: bought.data?.positionSn as string })
    // −(3 080.50 − 3 100.00) × 1 × 3 = 58.50; all = 58.50 − 30.00 = 28.50
    expect(sold.data).toMatchObject({ profitAndLose: '58.50', allProfitAndLose: '28.50' })
    // 10 000 − 1 500 − 30 + 1 500 + 58.50
    expect(balances(a.userId)[0]).toEqual({ balance: 'index.available', amount: '10028.50' })
  })
})

describe('gold futures (GC)', () => {
  it('trades the simulated gold price from the futures account', async () => {
    const a = investor({ stock: 50_000, futures: 30_000 })
    setPoint('GC', '2400.00')
    const bought = await post('/user/buyFutures.do', a.token, {
      futuresId: String(idOf('GC')),
      buyNum: '1',
      buyType: '0',
      lever: '20',
    })
    expect(bought.msg).toBe('Purchase successful')
    const sn = bought.data?.positionSn as string
    expect(sn).toMatch(/^FU/)
    // deposit 20 000 × 1 ÷ 20 = 1 000.00; fee 10.00
    expect(bought.data).toMatchObject({ futuresCode: 'GC', margin: '1000.00', orderFee: '10.00', eachPoint: '10.00' })
    expect(journalOf(a.userId, sn)).toEqual([
      { type: 'marginFrozen', balance: 'futures.available', amount: '-1000.00', after: '29000.00' },
      { type: 'marginFrozen', balance: 'futures.frozen', amount: '1000.00', after: '1000.00' },
      { type: 'contractFee', balance: 'futures.available', amount: '-10.00', after: '28990.00' },
    ])
    setPoint('GC', '2395.25')
    const list = await post('/user/futures/position/list.do', a.token, { state: '0', fnCode: 'GC' })
    // (2 395.25 − 2 400.00) × 10 × 1 = −47.50
    expect(firstRow(list)).toMatchObject({ profitAndLose: '-47.50', allProfitAndLose: '-57.50' })
    expect(
      (await post('/user/futures/position/list.do', a.token, { state: '0', fnName: 'silver' })).data,
    ).toMatchObject({ total: 0 })

    const sold = await post('/user/sellFutures.do', a.token, { positionSn: sn })
    expect(sold.data).toMatchObject({ state: 1, profitAndLose: '-47.50', sellOrderPrice: '2395.25' })
    expect(journalOf(a.userId, sn).at(-1)).toEqual({
      type: 'profitAndLoss',
      balance: 'futures.available',
      amount: '-47.50',
      after: '29942.50',
    })
    const closed = await post('/user/futures/position/list.do', a.token, { state: '1' })
    expect(closed.data).toMatchObject({ total: 1 })
  })
})

describe('funds come from the contract account only', () => {
  it('refuses a user whose money is all in the stock account until a transfer', async () => {
    const a = investor({ stock: 100_000 })
    setPoint('000001', '3100.00')
    const order = { indexId: String(idOf('000001')), buyNum: '2', buyType: '0', lever: '10' }
    expect(await post('/user/buyIndex.do', a.token, order)).toEqual({
      status: 1,
      msg: 'Insufficient funds: 2,020.00 needed, 0.00 available. Move money from the stock account under Transfer',
      data: null,
    })
    expect(journalOf(a.userId, 'r')).toHaveLength(1)
    const futures = { futuresId: String(idOf('GC')), buyNum: '1', buyType: '0', lever: '20' }
    expect((await post('/user/buyFutures.do', a.token, futures)).msg).toBe(
      'Insufficient funds: 1,010.00 needed, 0.00 available. Move money from the stock account under Transfer',
    )
    run(a.userId, {
      type: 'transferFunds',
      id: 'later',
      transferType: 1,
      amount: Money.of(2020),
      settings: { indexDisplay: true, futuresDisplay: true },
    })
    expect((await post('/user/buyIndex.do', a.token, order)).status).toBe(0)
    expect(balances(a.userId)).toContainEqual({ balance: 'index.available', amount: '0.00' })
  })
})
