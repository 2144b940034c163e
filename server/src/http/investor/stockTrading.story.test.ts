import { Api, Money, Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import type { Instrument } from '../../market/Instrument.js'
import { saveSetting } from '../../settings/settingsRepository.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../../users/testInvestor.js'

interface Reply {
  readonly status: number
  readonly msg: string
  // biome-ignore lint/suspicious/noExplicitAny: test replies are inspected field by field
  readonly data: any
}

const post = async (
  server: TestServer,
  path: string,
  investor: TestInvestor | undefined,
  form: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Reply> => {
  const response = await fetch(`${server.url}/prod-api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      lang: 'en-IN',
      ...(investor ? { USERTOKEN: investor.token } : {}),
      ...headers,
    },
    body: new URLSearchParams(form),
  })
  return (await response.json()) as Reply
}

const fund = (server: TestServer, investor: TestInvestor, amount: string) =>
  executeCommand(
    server.db,
    investor.userId,
    {
      type: 'creditDeposit',
      id: `deposit:${investor.userId}:${amount}`,
      rechargeId: `r${investor.userId}`,
      amount: Money.of(amount),
    },
    server.clock.now(),
  )

const balances = (server: TestServer, investor: TestInvestor) => {
  const b = loadAccount(server.db, investor.userId).balances
  return { available: b['stock.available'].toFixed(2), frozen: b['stock.frozen'].toFixed(2) }
}

/** Journal rows of one position or order, as [type, balance, amount]. */
const journalOf = (server: TestServer, reference: string) =>
  (
    server.db.prepare('SELECT type, balance, amount FROM journal WHERE reference = ? ORDER BY id').all(reference) as {
      type: string
      balance: string
      amount: string
    }[]
  ).map((row) => [row.type, row.balance, Money.of(row.amount).toFixed(2)])

const noticesOf = (server: TestServer, investor: TestInvestor) =>
  (
    server.db.prepare('SELECT text FROM messages WHERE user_id = ? ORDER BY id').all(investor.userId) as {
      text: string
    }[]
  ).map((row) => JSON.parse(row.text) as { key: string; params: Record<string, string> })

/** Moves a price as a tick would, then runs one risk pass; answers what the pass did. */
const movePrice = (server: TestServer, code: string, price: string) => {
  server.market.setPrice(code, Price.of(price), server.clock.now())
  return server.risk.runOnce(server.clock.now())
}

const usStock = (server: TestServer): Instrument =>
  server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()

const aShare = (server: TestServer): Instrument =>
  server.market.instruments().find((i) => i.kind === 'stock' && i.board === 'main' && !i.suspended) ?? expect.fail()

// Monday 2026-11-23 10:00 in Shanghai (a trading day).
const mondayTen = '2026-11-23T02:00:00Z'

describe('stock trading over real HTTP (demo calendar)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: mondayTen })
  })
  afterAll(() => server.close())
  afterEach(() => expectJournalReplays(server.db))

  it('buys long and short at market, then closes both by take-profit when the price crosses', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '100000')
    const stock = usStock(server)
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())

    const quote = await post(server, '/api/stock/getSingleStock.do', undefined, { code: stock.code })
    expect(quote.data.stock.nowPrice).toBe('10.55')

    const long = await post(server, '/user/buy.do', investor, {
      stockId: String(stock.id),
      buyNum: '1000',
      buyType: '0',
      lever: '10',
      profitTarget: '11.00',
    })
    expect([long.status, long.msg]).toEqual([0, 'Purchase successful'])
    expect(Api.decodePayload(Api.Position, long.data).ok).toBe(true)
    // notional 10 550.00; margin 1 055.00; buy fee 3.165 → 3.17; stamp duty 10.55; spread 0.0005 → 5.275 → 5.28
    expect(long.data).toMatchObject({
      state: 0,
      orderDirection: 'long',
      orderNum: 1000,
      lever: 10,
      buyOrderPrice: '10.55',
      orderTotalPrice: '10550.00',
      margin: '1055.00',
      orderFee: '3.17',
      orderSpread: '10.55',
      spreadRatePrice: '5.28',
      profitAndLose: '0.00',
      allProfitAndLose: '-19.00',
      profitTarget: '11.00',
      stopLoss: null,
    })

    // short 1 000 at 10.55, lever 20: margin 527.50, the same 19.00 of charges
    const short = await post(server, '/user/buy.do', investor, {
      stockId: String(stock.id),
      buyNum: '1000',
      buyType: '1',
      lever: '20',
      profitTarget: '10.00',
      stopTarget: '11.50',
    })
    expect(short.status).toBe(0)
    expect(short.data).toMatchObject({ orderDirection: 'short', margin: '527.50', stopLoss: '11.50' })
    // 100 000 − 1 074.00 − 546.50
    expect(balances(server, investor)).toEqual({ available: '98379.50', frozen: '1582.50' })

    // 10.80 is short of the target: nothing fires
    server.market.setPrice(stock.code, Price.of('10.80'), server.clock.now())
    server.market.tickOnce(server.clock.now())
    server.market.setPrice(stock.code, Price.of('10.80'), server.clock.now())
    expect(server.risk.runOnce(server.clock.now())).toEqual([])

    expect(movePrice(server, stock.code, '11.00')).toEqual([
      { type: 'closeStockPosition', userId: investor.userId, ref: long.data.positionSn },
    ])
    const closed = await post(server, '/user/position/list.do', investor, { state: '1' })
    expect(closed.data.total).toBe(1)
    // P&L (11.00 − 10.55) × 1 000 = 450.00; sell fee 11 000 × 0.0003 = 3.30; all-in 450 − 19.00 − 3.30 = 427.70
    expect(closed.data.list[0]).toMatchObject({
      positionSn: long.data.positionSn,
      state: 1,
      closeReason: 'takeProfit',
      sellOrderPrice: '11.00',
      now_price: '11.00',
      profitAndLose: '450.00',
      orderFee: '6.47',
      allProfitAndLose: '427.70',
    })
    expect(journalOf(server, long.data.positionSn)).toEqual([
      ['marginFrozen', 'stock.available', '-1055.00'],
      ['marginFrozen', 'stock.frozen', '1055.00'],
      ['buyFee', 'stock.available', '-3.17'],
      ['stampDuty', 'stock.available', '-10.55'],
      ['spread', 'stock.available', '-5.28'],
      ['marginReleased', 'stock.frozen', '-1055.00'],
      ['marginReleased', 'stock.available', '1055.00'],
      ['profitAndLoss', 'stock.available', '450.00'],
      ['sellFee', 'stock.available', '-3.30'],
    ])
    // 98 379.50 + 1 055.00 + 450.00 − 3.30
    expect(balances(server, investor)).toEqual({ available: '99881.20', frozen: '527.50' })

    // the short: open row shows live P&L (10.55 − 11.00) × 1 000 = −450.00, all-in −469.00
    const open = await post(server, '/user/position/list.do', investor, { state: '0' })
    expect(open.data.list[0]).toMatchObject({
      now_price: '11.00',
      profitAndLose: '-450.00',
      allProfitAndLose: '-469.00',
      // the stock's previous close, for the day's P&L (DECISIONS §20)
      preClose: server.market.quote(stock.code)?.prevClose.toFixed(2),
    })

    movePrice(server, stock.code, '10.00')
    // (10.55 − 10.00) × 1 000 = 550.00; sell fee 3.00; 99 881.20 + 527.50 + 550.00 − 3.00
    expect(balances(server, investor)).toEqual({ available: '100955.70', frozen: '0.00' })
    expect(noticesOf(server, investor).map((n) => [n.key, n.params.price, n.params.pnl])).toEqual([
      ['riskTakeProfitClosed', '11.00', '450.00'],
      ['riskTakeProfitClosed', '10.00', '550.00'],
    ])
  })

  it('closes by the owner with sell.do, by positionSn or by row id, and sets targets with updateTarget', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '100000')
    const stock = usStock(server)
    server.market.setPrice(stock.code, Price.of('20.00'), server.clock.now())
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
    const first = await post(server, '/user/buy.do', investor, order)
    const second = await post(server, '/user/buy.do', investor, order)

    const update = await post(server, '/user/position/updateTarget.do', investor, {
      positionSn: first.data.positionSn,
      profitTarget: '25.00',
      stopLoss: '15.00',
    })
    expect([update.status, update.msg]).toEqual([0, 'Update successfully'])
    expect(update.data).toMatchObject({ profitTarget: '25.00', stopLoss: '15.00' })
    const wrongSide = await post(server, '/user/position/updateTarget.do', investor, {
      positionSn: first.data.positionSn,
      profitTarget: '19.00',
    })
    expect(wrongSide).toMatchObject({
      status: 1,
      msg: 'For a buy-up position the take-profit must be above the current price 20.00',
    })

    server.market.setPrice(stock.code, Price.of('21.00'), server.clock.now())
    const bySn = await post(server, '/user/sell.do', investor, { positionSn: first.data.positionSn })
    // (21 − 20) × 100 = 100.00
    expect(bySn).toMatchObject({ status: 0, data: { state: 1, closeReason: 'user', profitAndLose: '100.00' } })
    const byId = await post(server, '/user/sell.do', investor, { id: String(second.data.id) })
    expect(byId).toMatchObject({ status: 0, data: { positionSn: second.data.positionSn, state: 1 } })
    const again = await post(server, '/user/sell.do', investor, { positionSn: first.data.positionSn })
    expect(again).toMatchObject({ status: 1, msg: `No such record: ${first.data.positionSn}` })
  })

  it('liquidates every open position when floating reaches the line, after one warning a day', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '100000')
    const stock = usStock(server)
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
    const order = { stockId: String(stock.id), buyNum: '5000', buyType: '0', lever: '10' }
    // each: margin 5 000.00, charges 15.00 + 50.00 + 25.00 = 90.00
    expect((await post(server, '/user/buy.do', investor, order)).status).toBe(0)
    expect((await post(server, '/user/buy.do', investor, order)).status).toBe(0)
    expect(balances(server, investor)).toEqual({ available: '89820.00', frozen: '10000.00' })

    const list = await post(server, '/user/position/list.do', investor, { state: '0' })
    // line = round2(99 820 × 0.8) = 79 856.00; price 10 − 79 856 ÷ 10 000 = 2.0144 → the tick 2.01
    expect(list.data).toMatchObject({ liquidationLine: '79856.00', floating: '0.00', distance: '79856.00' })
    expect(list.data.list.map((row: { liquidationPrice: string }) => row.liquidationPrice)).toEqual(['2.01', '2.01'])

    // warning level 99 820 × 0.5 = 49 910: at 5.00 floating is −50 000.00
    expect(movePrice(server, stock.code, '5.00')).toEqual([
      { type: 'liquidationWarning', userId: investor.userId, ref: '2026-11-23' },
    ])
    expect(movePrice(server, stock.code, '4.99')).toEqual([])
    // at 2.02 floating −79 800.00 > −79 856: not yet
    expect(movePrice(server, stock.code, '2.02')).toEqual([])
    expect((await post(server, '/user/position/list.do', investor, { state: '0' })).data).toMatchObject({
      total: 2,
      floating: '-79800.00',
      distance: '56.00',
    })
    expect(movePrice(server, stock.code, '2.01')).toEqual([
      { type: 'liquidateStockAccount', userId: investor.userId, ref: String(server.clock.now()) },
    ])

    const closed = await post(server, '/user/position/list.do', investor, { state: '1' })
    // each: (2.01 − 10) × 5 000 = −39 950.00; sell fee 10 050 × 0.0003 = 3.015 → 3.02
    expect(
      closed.data.list.map((row: Record<string, string>) => [row.closeReason, row.profitAndLose, row.orderFee]),
    ).toEqual([
      ['liquidation', '-39950.00', '18.02'],
      ['liquidation', '-39950.00', '18.02'],
    ])
    // 89 820.00 + 10 000.00 − 79 900.00 − 6.04
    expect(balances(server, investor)).toEqual({ available: '19913.96', frozen: '0.00' })
    expect(noticesOf(server, investor)).toEqual([
      { key: 'riskLiquidationWarning', params: { floating: '-50000.00', line: '79856.00' } },
      { key: 'riskLiquidationClosed', params: { floating: '-79900.00', line: '79856.00', count: '2' } },
    ])
    expect((await post(server, '/user/position/list.do', investor, { state: '0' })).data.total).toBe(0)
  })

  it('refuses a long at limit-up and answers a retried buy with the same Idempotency-Key once', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '1000000')
    const stock = aShare(server)
    const limits = server.market.limits(stock.code) ?? expect.fail()
    server.market.setPrice(stock.code, limits.limitUp, server.clock.now())
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
    expect(await post(server, '/user/buy.do', investor, order)).toMatchObject({
      status: 1,
      msg: `Cannot buy up at limit-up (${limits.limitUp.toFixed(2)})`,
    })
    // a short at limit-up is allowed
    expect((await post(server, '/user/buy.do', investor, { ...order, buyType: '1' })).status).toBe(0)

    const key = { 'Idempotency-Key': 'buy-once-1' }
    const first = await post(server, '/user/buy.do', investor, { ...order, buyType: '1' }, key)
    const retry = await post(server, '/user/buy.do', investor, { ...order, buyType: '1' }, key)
    expect(first.status).toBe(0)
    expect(retry).toEqual(first)
    expect((await post(server, '/user/position/list.do', investor, { state: '0' })).data.total).toBe(2)
  })

  it("refuses another user's position and order alike, leaking nothing", async () => {
    const owner = createTestInvestor(server.db, server.clock.now())
    const other = createTestInvestor(server.db, server.clock.now())
    fund(server, owner, '100000')
    fund(server, other, '100000')
    const stock = usStock(server)
    server.market.setPrice(stock.code, Price.of('30.00'), server.clock.now())
    const position = await post(server, '/user/buy.do', owner, {
      stockId: String(stock.id),
      buyNum: '100',
      buyType: '0',
      lever: '10',
    })
    const order = await post(server, '/user/addOrder.do', owner, {
      stockId: stock.code,
      buyNum: '100',
      buyType: '0',
      lever: '10',
      targetPrice: '25.00',
    })
    const sn = position.data.positionSn
    expect(await post(server, '/user/sell.do', other, { positionSn: sn })).toEqual({
      status: 1,
      msg: `No such record: ${sn}`,
      data: null,
    })
    expect(await post(server, '/user/sell.do', other, { id: String(position.data.id) })).toMatchObject({ status: 1 })
    expect(
      await post(server, '/user/position/updateTarget.do', other, { positionSn: sn, profitTarget: '40.00' }),
    ).toMatchObject({ status: 1, msg: `No such record: ${sn}` })
    expect(await post(server, '/user/delOrder.do', other, { id: String(order.data.id) })).toMatchObject({
      status: 1,
      msg: `No such record: ${order.data.id}`,
    })
    // the same refusal as a number nobody has
    expect(await post(server, '/user/delOrder.do', other, { id: '99999' })).toMatchObject({
      msg: 'No such record: 99999',
    })
    expect((await post(server, '/user/position/list.do', other, { state: '0' })).data.total).toBe(0)
    expect((await post(server, '/user/orderList.do', other)).data.total).toBe(0)
    const mine = await post(server, '/user/position/list.do', owner, { state: '0' })
    expect(mine.data.list[0]).toMatchObject({ positionSn: sn, state: 0, profitTarget: null })
    expect((await post(server, '/user/orderList.do', owner)).data.list[0]).toMatchObject({ status: 0 })
  })

  it('accrues a stay fee at the day close and closes positions at stayMaxDays', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '100000')
    const stock = usStock(server)
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())
    const bought = await post(server, '/user/buy.do', investor, {
      stockId: String(stock.id),
      buyNum: '1000',
      buyType: '0',
      lever: '10',
    })
    saveSetting(server.db, 'stayMaxDays', '1')
    try {
      server.risk.runOnce(server.clock.now())
      // demo mode: New York's day ends at local midnight; a day later that day has closed
      server.clock.set(server.clock.now() + 24 * 60 * 60 * 1000)
      server.risk.runOnce(server.clock.now())
    } finally {
      saveSetting(server.db, 'stayMaxDays', '0')
      server.clock.set(Date.parse(mondayTen))
    }
    const closed = await post(server, '/user/position/list.do', investor, { state: '1' })
    // stay fee round2(10 550 × 0.0005) = 5.275 → 5.28; P&L 0; sell fee 3.17
    expect(closed.data.list[0]).toMatchObject({
      positionSn: bought.data.positionSn,
      closeReason: 'stayMaxDays',
      orderStayDays: 1,
      orderStayFee: '5.28',
      allProfitAndLose: '-27.45',
    })
  })
})

describe('trading hours and pending orders (exchange calendar)', () => {
  let server: TestServer
  beforeAll(async () => {
    // Saturday 2026-11-21 10:00 in Shanghai: every market is closed
    server = await startTestServer({ BOURSE_CALENDAR: 'exchange', BOURSE_CLOCK: '2026-11-21T02:00:00Z' })
  })
  afterAll(() => server.close())
  afterEach(() => expectJournalReplays(server.db))

  it('refuses orders and closes at 12:00 and 14:58 in Shanghai and accepts them at 10:00', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '1000000')
    const stock = aShare(server)
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
    const hours = 'Failed to place an order, not within the trading hours'
    server.clock.set(Date.parse('2026-11-23T04:00:00Z'))
    expect(await post(server, '/user/buy.do', investor, order)).toMatchObject({ status: 1, msg: hours })
    server.clock.set(Date.parse('2026-11-23T06:58:00Z'))
    expect(await post(server, '/user/buy.do', investor, order)).toMatchObject({ status: 1, msg: hours })
    server.clock.set(Date.parse(mondayTen))
    const bought = await post(server, '/user/buy.do', investor, order)
    expect(bought.status).toBe(0)
    server.clock.set(Date.parse('2026-11-23T04:00:00Z'))
    expect(await post(server, '/user/sell.do', investor, { positionSn: bought.data.positionSn })).toMatchObject({
      status: 1,
      msg: 'Failed to close the position, not within the trading hours',
    })
    server.clock.set(Date.parse(mondayTen))
    expect((await post(server, '/user/sell.do', investor, { positionSn: bought.data.positionSn })).status).toBe(0)
    server.clock.set(Date.parse('2026-11-21T02:00:00Z'))
  })

  it('places a pending order while closed, reserves funds, fills at the target once open; cancel releases', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '100000')
    const stock = usStock(server)
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())
    const placed = await post(server, '/user/addOrder.do', investor, {
      stockId: stock.code,
      buyNum: '1000',
      buyType: '0',
      lever: '10',
      targetPrice: '10.00',
    })
    expect([placed.status, placed.msg]).toEqual([0, 'Successful submission'])
    expect(Api.decodePayload(Api.PendingOrder, placed.data).ok).toBe(true)
    // at the target 10.00: margin 1 000.00, charges 3.00 + 10.00 + 5.00 = 18.00; valid for 5 New York trading days
    // from Monday 23rd, Thanksgiving (26th) excluded: until Monday 30th 16:00 New York
    expect(placed.data).toMatchObject({
      status: 0,
      buyType: 0,
      num: 1000,
      limitPrice: '10.00',
      marketPrice: '10.55',
      frozenAmt: '1018.00',
      endTime: Date.parse('2026-11-30T21:00:00Z'),
    })
    expect(balances(server, investor)).toEqual({ available: '98982.00', frozen: '1018.00' })

    const cancelled = await post(server, '/user/addOrder.do', investor, {
      stockId: stock.code,
      buyNum: '100',
      buyType: '1',
      lever: '20',
      targetPrice: '12.00',
      stopTarget: '13.00',
    })
    // 1 200 ÷ 20 = 60.00; 0.36 + 1.20 + 0.60 = 2.16
    expect(cancelled.data).toMatchObject({ frozenAmt: '62.16', stopLoss: '13.00' })
    const cancel = await post(server, '/user/delOrder.do', investor, { id: String(cancelled.data.id) })
    expect([cancel.status, cancel.msg, cancel.data.status]).toEqual([0, 'Cancellation successful', 3])
    expect(balances(server, investor)).toEqual({ available: '98982.00', frozen: '1018.00' })
    expect((await post(server, '/user/delOrder.do', investor, { id: String(cancelled.data.id) })).msg).toBe(
      'This order is no longer waiting',
    )

    // reached while New York is closed: nothing happens
    expect(movePrice(server, stock.code, '9.90')).toEqual([])
    // Monday 10:00 in New York
    server.clock.set(Date.parse('2026-11-23T15:00:00Z'))
    expect(server.risk.runOnce(server.clock.now())).toEqual([
      { type: 'triggerPendingOrder', userId: investor.userId, ref: String(placed.data.id) },
    ])
    const orders = await post(server, '/user/orderList.do', investor)
    expect(orders.data.list.map((o: { status: number }) => o.status)).toEqual([3, 1])
    const filled = orders.data.list[1]
    const open = await post(server, '/user/position/list.do', investor, { state: '0' })
    // at 9.90: notional 9 900.00, margin 990.00, charges 2.97 + 9.90 + 4.95 = 17.82
    expect(open.data.list[0]).toMatchObject({ positionSn: filled.positionSn, buyOrderPrice: '9.90', margin: '990.00' })
    expect(balances(server, investor)).toEqual({ available: '98992.18', frozen: '990.00' })
    expect(journalOf(server, String(placed.data.id))).toEqual([
      ['reservationFrozen', 'stock.available', '-1018.00'],
      ['reservationFrozen', 'stock.frozen', '1018.00'],
      ['reservationReleased', 'stock.frozen', '-1018.00'],
      ['reservationReleased', 'stock.available', '1018.00'],
    ])
    expect(noticesOf(server, investor).map((n) => n.key)).toEqual(['riskPendingFilled'])
    server.clock.set(Date.parse('2026-11-21T02:00:00Z'))
  })
})

describe('bad input on every stock trading route', () => {
  let server: TestServer
  let investor: TestInvestor
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: mondayTen })
    investor = createTestInvestor(server.db, server.clock.now())
    fund(server, investor, '100000')
  })
  afterAll(() => server.close())
  afterEach(() => expectJournalReplays(server.db))

  const buy = { stockId: '400', buyNum: '100', buyType: '0', lever: '10' }
  const pending = { stockId: '600000', buyNum: '100', buyType: '0', lever: '10', targetPrice: '10.00' }
  const cases: [string, Record<string, string>, string][] = [
    ['/user/buy.do', { ...buy, stockId: '' }, 'stockId is required'],
    ['/user/buy.do', { buyNum: '100', buyType: '0', lever: '10' }, 'stockId is required'],
    ['/user/buy.do', { ...buy, stockId: 'abc' }, 'stockId is invalid'],
    ['/user/buy.do', { ...buy, stockId: '99999' }, 'stockId is invalid'],
    ['/user/buy.do', { ...buy, buyNum: '-100' }, 'buyNum is invalid'],
    ['/user/buy.do', { ...buy, buyNum: '1e9' }, 'buyNum is invalid'],
    ['/user/buy.do', { ...buy, buyNum: '99999999999999' }, 'buyNum is invalid'],
    ['/user/buy.do', { ...buy, buyNum: '150' }, 'The quantity must be whole hands of 100 shares'],
    ['/user/buy.do', { ...buy, buyType: '2' }, 'buyType is invalid'],
    ['/user/buy.do', { ...buy, lever: '15' }, 'Leverage 15 is not offered; choose one of 10/20/30'],
    ['/user/buy.do', { ...buy, profitTarget: '-1' }, 'profitTarget is invalid'],
    ['/user/buy.do', { ...buy, stopLoss: '1.001' }, 'stopLoss is invalid'],
    ['/user/sell.do', {}, 'positionSn is required'],
    ['/user/sell.do', { positionSn: 'a b' }, 'positionSn is invalid'],
    ['/user/sell.do', { id: '-1' }, 'id is invalid'],
    ['/user/sell.do', { positionSn: 'S0' }, 'No such record: S0'],
    ['/user/position/updateTarget.do', { profitTarget: '1' }, 'positionSn is required'],
    ['/user/position/updateTarget.do', { positionSn: 'S0', stopLoss: 'x' }, 'stopLoss is invalid'],
    ['/user/addOrder.do', { ...pending, targetPrice: '' }, 'targetPrice is required'],
    ['/user/addOrder.do', { ...pending, targetPrice: '0' }, 'targetPrice is invalid'],
    ['/user/addOrder.do', { ...pending, targetPrice: '1000000000' }, 'targetPrice is invalid'],
    ['/user/addOrder.do', { ...pending, stockId: 'NOPE' }, 'stockId is invalid'],
    ['/user/addOrder.do', { ...pending, stockId: '1' }, 'stockId is invalid'],
    ['/user/addOrder.do', { ...pending, stopLoss: '5.00', stopTarget: '6.00' }, 'stopTarget is invalid'],
    ['/user/delOrder.do', {}, 'id is required'],
    ['/user/delOrder.do', { id: 'one' }, 'id is invalid'],
    ['/user/delOrder.do', { id: '99999999999' }, 'id is invalid'],
    ['/user/orderList.do', { pageSize: '1000' }, 'pageSize is invalid'],
    ['/user/position/list.do', {}, 'state is required'],
    ['/user/position/list.do', { state: '2' }, 'state is invalid'],
    ['/user/position/list.do', { state: '0', pageNum: '0' }, 'pageNum is invalid'],
  ]

  it.each(cases)('%s %j → %s', async (path, form, msg) => {
    const reply = await post(server, path, investor, form)
    expect(reply).toEqual({ status: 1, msg, data: null })
  })

  it('refuses every route without a session and an unapproved investor’s order', async () => {
    for (const path of ['/user/buy.do', '/user/sell.do', '/user/addOrder.do', '/user/position/list.do']) {
      expect((await post(server, path, undefined, buy)).msg).toBe('Please log in first')
    }
    const unverified = createTestInvestor(server.db, server.clock.now(), { isActive: 0 })
    expect((await post(server, '/user/buy.do', unverified, buy)).msg).toBe(
      'Kindly note that real name authentication is required prior to placing an order.',
    )
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM positions').get()).toEqual({ n: 0 })
  })
})
