import { Money, Price, Rate } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import { insertProduct } from '../../blockTrade/blockTradeProducts.js'
import { saveSetting } from '../../settings/settingsRepository.js'
import { runStrongBuy } from '../../strongBuy/runStrongBuy.js'
import { lotteryAuditOf } from '../../strongBuy/strongBuyOrders.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm } from '../../testing/postForm.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const day = 86_400_000
// Monday 10:00 Shanghai; the demo calendar is always open and a trading day ends at Shanghai midnight.
const t0 = Date.parse('2026-11-23T02:00:00Z')
const tuesday = t0 + day
const tuesdayClose = Date.parse('2026-11-24T16:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(t0).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const post = (path: string, token: string, fields: Record<string, string>) => postForm(server.url, path, token, fields)

const investor = (deposit = 100_000, isActive: 2 | 0 = 2) => {
  const user = createTestInvestor(server.db, t0, { isActive })
  const decision = executeCommand(
    server.db,
    user.userId,
    { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(deposit) },
    t0,
  )
  if (!decision.ok) throw new Error(decision.error.key)
  return user
}

const balances = (userId: number) => {
  const b = loadAccount(server.db, userId).balances
  return [b['stock.available'], b['stock.frozen']].map(Money.toText)
}

const mainBoard = () =>
  server.market.instruments().filter((i) => i.kind === 'stock' && i.code.startsWith('600') && !i.suspended)

/** Closes Monday at 10.00 (Tuesday's tick rolls the day) and puts the stock at Tuesday's limit-up 11.00. */
const atLimitUp = (code: string) => {
  server.clock.set(t0)
  server.market.setPrice(code, Price.of('10.00'), t0)
  server.market.tickOnce(tuesday)
  server.clock.set(tuesday)
  server.market.setPrice(code, Price.of('11.00'), tuesday)
  expect(server.market.limits(code)?.limitUp.toFixed(2)).toBe('11.00')
}

describe('strong-buy: apply at limit-up → session end → fill or refund', () => {
  it('reserves the lever-1 cost at limit-up and fills 1 of 5 hands at session end', async () => {
    const code = mainBoard()[0]?.code as string
    atLimitUp(code)
    const list = await post('/api/stock/getVipList.do', '', { code })
    expect(list.data?.list).toEqual([expect.objectContaining({ code, price: 11000, hcrate: '10.00' })])

    const a = investor()
    const applied = await post('/user/buyVipQc.do', a.token, { stockCode: code, buyNum: '500' })
    // 500 × 11.00 = 5 500.00; fee 1.65, duty 5.50, spread 2.75 → 5 509.90 reserved.
    expect(applied).toMatchObject({ status: 0, msg: 'Subscription successful' })
    expect(applied.data).toMatchObject({ status: 0, buyNum: 500, price: '11.00', frozenAmt: '5509.90', filledNum: 0 })
    expect(balances(a.userId)).toEqual(['94490.10', '5509.90'])

    expect(runStrongBuy({ db: server.db, config: server.config }, tuesdayClose - 1)).toBe(0)
    expect(runStrongBuy({ db: server.db, config: server.config }, tuesdayClose)).toBe(1)
    // 5 hands × 0.2 = 1 hand, no fraction at stake: margin 1 100.00, charges 0.33 + 1.10 + 0.55 = 1.98.
    expect(balances(a.userId)).toEqual(['98898.02', '1100.00'])
    const position = server.db
      .prepare("SELECT code, data FROM positions WHERE user_id = ? AND kind = 'stock'")
      .get(a.userId) as { code: string; data: string }
    expect(position.code).toBe(code)
    expect(JSON.parse(position.data).position).toMatchObject({ lever: 1, direction: 'long' })
    expect(JSON.parse(lotteryAuditOf(server.db, code, '2026-11-24') as string)).toMatchObject({
      seed: `${server.config.seed}:strong-buy:${code}:2026-11-24`,
      lines: [expect.objectContaining({ hands: 5, sure: 1, fraction: '0', won: 1 })],
    })
    expect(runStrongBuy({ db: server.db, config: server.config }, tuesdayClose + 1)).toBe(0)
    // the investor's record of it (issue 35): what it froze and its state
    const records = await post('/user/strongBuy/list.do', a.token, {})
    expect(records.data?.list).toEqual([
      expect.objectContaining({ stockCode: code, buyNum: 500, frozenAmt: '5509.90', status: 1, filledNum: 100 }),
    ])
    // its fund-flow reference is its own, never a pending order's number
    const flow = await post('/user/cash/list.do', a.token, { pageSize: '50' })
    const lines = (flow.data?.list ?? []) as { deType: string }[]
    const references = lines.filter((line) => line.deType.startsWith('reservation'))
    expect(references.length).toBe(4)
    for (const line of references) expect(JSON.stringify(line)).toContain('strong-buy:')
  })

  it('refunds everything when nothing is filled', async () => {
    const code = mainBoard()[1]?.code as string
    atLimitUp(code)
    const a = investor()
    await post('/user/buyVipQc.do', a.token, { stockCode: code, buyNum: '300' })
    saveSetting(server.db, 'strongBuyFillRate', '0')
    try {
      runStrongBuy({ db: server.db, config: server.config }, tuesdayClose)
    } finally {
      saveSetting(server.db, 'strongBuyFillRate', '0.2')
    }
    expect(balances(a.userId)).toEqual(['100000.00', '0.00'])
    const rows = server.db.prepare('SELECT status FROM strong_buy_orders WHERE user_id = ?').all(a.userId)
    expect(rows).toEqual([{ status: 2 }])
  })

  it('refuses below limit-up, part hands, unknown stocks, unverified users and bad input', async () => {
    const [stock] = mainBoard().slice(2)
    const code = stock?.code as string
    server.clock.set(t0)
    server.market.setPrice(code, Price.of('10.00'), t0)
    const a = investor()
    expect((await post('/user/buyVipQc.do', a.token, { stockCode: code, buyNum: '500' })).msg).toBe(
      'Strong-buy is only open for stocks at limit-up',
    )
    atLimitUp(code)
    expect((await post('/user/buyVipQc.do', a.token, { stockCode: code, buyNum: '150' })).msg).toBe(
      'Please enter a whole number of hands',
    )
    expect((await post('/user/buyVipQc.do', a.token, { stockCode: '999999', buyNum: '100' })).msg).toBe('No such stock')
    const unverified = investor(100_000, 0)
    expect((await post('/user/buyVipQc.do', unverified.token, { stockCode: code, buyNum: '100' })).msg).toBe(
      'Kindly note that real name authentication is required prior to placing an order.',
    )
    const poor = investor(100)
    expect((await post('/user/buyVipQc.do', poor.token, { stockCode: code, buyNum: '100' })).msg).toBe(
      'Insufficient available funds',
    )
    for (const fields of [
      {},
      { stockCode: '', buyNum: '100' },
      { stockCode: code, buyNum: '' },
      { stockCode: code, buyNum: 'ten' },
      { stockCode: code, buyNum: '-100' },
      { stockCode: code, buyNum: '999999999999' },
    ])
      expect((await post('/user/buyVipQc.do', a.token, fields)).status).toBe(1)
    expect((await post('/api/stock/getVipList.do', '', { pageSize: '1000' })).status).toBe(1)
    expect(balances(a.userId)).toEqual(['100000.00', '0.00'])
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM strong_buy_orders WHERE user_id = ?').get(a.userId)).toEqual({
      n: 0,
    })
  })
})

describe('block trade: a lever-1 long at the discounted price with ordinary charges', () => {
  it('buys 1 000 shares at 25.37 × 0.92 = 23.34 and lists the record', async () => {
    const code = mainBoard()[5]?.code as string
    server.clock.set(t0)
    server.market.setPrice(code, Price.of('25.37'), t0)
    const productId = insertProduct(server.db, code, Rate.of('0.08'), 1_000)
    const list = await post('/api/stock/getDzList.do', '', {})
    expect(list.data?.list).toEqual([
      expect.objectContaining({ id: productId, stockCode: code, price: '23.34', nowPrice: '25.37', minNum: 1000 }),
    ])

    const a = investor()
    const bought = await post('/user/buyStockDz.do', a.token, { id: String(productId), num: '1000' })
    expect(bought).toMatchObject({ status: 0, msg: 'Purchase successful' })
    // Margin 1 000 × 23.34 = 23 340.00; buy fee 7.00, stamp duty 23.34, spread 11.67 → 42.01.
    expect(bought.data).toMatchObject({ num: 1000, price: '23.34', orderTotalPrice: '23340.00', orderFee: '42.01' })
    expect(balances(a.userId)).toEqual(['76617.99', '23340.00'])
    const records = await post('/user/buyStockDzList.do', a.token, {})
    expect(records.data?.list).toEqual([bought.data])
    const positions = await post('/user/position/list.do', a.token, { state: '0' })
    expect(positions.data?.list).toEqual([
      expect.objectContaining({ positionSn: bought.data?.positionSn, lever: 1, buyOrderPrice: '23.34' }),
    ])
    // Someone else's records stay theirs.
    const b = investor()
    expect((await post('/user/buyStockDzList.do', b.token, {})).data?.list).toEqual([])
  })

  it('refuses below the minimum, part hands, unknown products, short funds and bad input', async () => {
    const code = mainBoard()[6]?.code as string
    server.market.setPrice(code, Price.of('25.37'), t0)
    const productId = String(insertProduct(server.db, code, Rate.of('0.08'), 1_000))
    const a = investor()
    const cases: Array<[Record<string, string>, string]> = [
      [{ id: productId, num: '900' }, 'The block-trade quantity must be at least 1000 shares'],
      [{ id: productId, num: '1050' }, 'The block-trade quantity must be a whole number of hands'],
      [{ id: '99999', num: '1000' }, 'No such block-trade product'],
    ]
    for (const [fields, msg] of cases) expect(await post('/user/buyStockDz.do', a.token, fields)).toMatchObject({ msg })
    const poor = investor(23_382)
    expect((await post('/user/buyStockDz.do', poor.token, { id: productId, num: '1000' })).msg).toBe(
      'Insufficient available funds',
    )
    for (const fields of [
      {},
      { id: '', num: '1000' },
      { id: productId, num: 'x' },
      { id: '-1', num: '1000' },
      { id: productId, num: '1e12' },
    ])
      expect((await post('/user/buyStockDz.do', a.token, fields)).status).toBe(1)
    expect((await post('/user/buyStockDz.do', 'nobody', { id: productId, num: '1000' })).msg).toContain(
      'Please log in first',
    )
    expect(balances(a.userId)).toEqual(['100000.00', '0.00'])
  })
})
