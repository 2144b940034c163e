import { Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../accounts/accountRepository.js'
import { executeCommand } from '../accounts/executeCommand.js'
import type { Instrument } from '../market/Instrument.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'

type GttWire = { id: number; status: string; reason: string; orderRef: string | null; firedLeg: number | null }

const clock = '2026-11-24T02:00:00Z'
const day = 24 * 60 * 60 * 1000
let server: TestServer
let investor: TestInvestor
let stock: Instrument

const leg = (triggerPrice: string, limitPrice: string, buyType = 0, buyNum = 100) => ({
  triggerPrice,
  limitPrice,
  buyType,
  buyNum,
  lever: 10,
})
const add = (type: string, legs: object[], lastPrice = '200.00', token = investor.token) =>
  postForm<GttWire>(server.url, '/user/gtt/add.do', token, {
    code: stock.code,
    type,
    lastPrice,
    legs: JSON.stringify(legs),
  })
const gttOf = async (id: number) =>
  (await postForm<GttWire[]>(server.url, '/user/gtt/list.do', investor.token)).data.find((gtt) => gtt.id === id)
const priceAt = (price: string, at = server.clock.now()) => {
  server.market.setPrice(stock.code, Price.of(price), at)
  return server.risk.runOnce(at)
}
const fund = (who: TestInvestor, amount: string) =>
  executeCommand(
    server.db,
    who.userId,
    {
      type: 'creditDeposit',
      id: `gtt-funding-${who.userId}`,
      rechargeId: `r-gtt-${who.userId}`,
      amount: Money.of(amount),
    },
    server.clock.now(),
  )

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
  stock = server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) as Instrument
  investor = createTestInvestor(server.db, server.clock.now())
  fund(investor, '100000')
  priceAt('200.00')
})
afterAll(() => server.close())

describe('good-till-triggered orders (issue 30)', () => {
  it('refuses a trigger too close, a stale price, an OCO on one side, and the 251st', async () => {
    expect((await add('single', [leg('200.49', '201')])).msg).toBe(
      'A trigger must be at least 0.25% away from the last price (200.00)',
    )
    expect((await add('single', [leg('210', '211')], '203.00')).msg).toBe(
      'The price has moved to 200.00 since you looked: check the order and try again',
    )
    expect((await add('oco', [leg('210', '211'), leg('220', '221')])).msg).toBe(
      'An OCO needs one trigger above the last price and one below it',
    )
    expect((await add('single', [leg('210', '211')], '200', investor.token)).status).toBe(0)
    const busy = createTestInvestor(server.db, server.clock.now())
    for (let n = 0; n < 250; n += 1)
      expect((await add('single', [leg('300', '301')], '200.00', busy.token)).status).toBe(0)
    expect((await add('single', [leg('300', '301')], '200.00', busy.token)).msg).toBe(
      'You already have 250 active GTT orders: cancel one first',
    )
  }, 120_000)

  it('fires a leg through the engine: filled at once when the market is at or better than the limit', async () => {
    const id = (await add('single', [leg('195.00', '196.00')])).data.id
    const positionsBefore = Object.keys(loadAccount(server.db, investor.userId).positions).length
    expect(priceAt('197.00').map((action) => action.ref)).not.toContain(String(id))
    expect(priceAt('194.50')).toContainEqual({ type: 'gttFired', userId: investor.userId, ref: String(id) })
    const fired = await gttOf(id)
    expect(fired).toMatchObject({ status: 'triggered', firedLeg: 0 })
    const positions = loadAccount(server.db, investor.userId).positions
    expect(Object.keys(positions)).toHaveLength(positionsBefore + 1)
    expect(positions[fired?.orderRef ?? '']?.openPrice.toFixed(2)).toBe('194.50')
    // Fired once: a later tick past the trigger places nothing more.
    priceAt('190.00')
    expect(Object.keys(loadAccount(server.db, investor.userId).positions)).toHaveLength(positionsBefore + 1)
  })

  it('leaves a waiting limit order when the market is worse than the limit, cancelled at the day’s close', async () => {
    priceAt('200.00')
    const id = (await add('single', [leg('210.00', '209.00')])).data.id
    priceAt('211.00')
    const fired = await gttOf(id)
    expect(fired?.status).toBe('triggered')
    const order = loadAccount(server.db, investor.userId).pendingOrders[fired?.orderRef ?? '']
    expect(order).toMatchObject({ status: 0 })
    expect(order?.targetPrice.toFixed(2)).toBe('209.00')
    // Demo calendar: the session closes at the day's end in the exchange's zone.
    server.risk.runOnce((order?.expiresAt ?? 0) + 1)
    expect(loadAccount(server.db, investor.userId).pendingOrders[fired?.orderRef ?? '']?.status).toBe(2)
  })

  it('fires one leg of an OCO and cancels the other with it', async () => {
    priceAt('200.00')
    const id = (await add('oco', [leg('220.00', '221.00', 1), leg('180.00', '179.00', 1)])).data.id
    expect(priceAt('221.00')).toContainEqual({ type: 'gttFired', userId: investor.userId, ref: String(id) })
    expect(await gttOf(id)).toMatchObject({ status: 'triggered', firedLeg: 0 })
    const count = Object.keys(loadAccount(server.db, investor.userId).positions).length
    expect(priceAt('170.00').map((action) => action.ref)).not.toContain(String(id))
    expect(Object.keys(loadAccount(server.db, investor.userId).positions)).toHaveLength(count)
  })

  it('is rejected with the engine’s reason when the order is refused at trigger time', async () => {
    priceAt('200.00')
    const poor = createTestInvestor(server.db, server.clock.now())
    fund(poor, '50')
    const id = (await add('single', [leg('205.00', '206.00', 0, 1000)], '200.00', poor.token)).data.id
    priceAt('205.50')
    const list = (await postForm<GttWire[]>(server.url, '/user/gtt/list.do', poor.token)).data
    const rejected = list.find((gtt) => gtt.id === id)
    expect(rejected?.status).toBe('rejected')
    expect(rejected?.reason).not.toBe('')
    expect(Object.keys(loadAccount(server.db, poor.userId).positions)).toHaveLength(0)
  })

  it('cancels an active GTT on delete, and ends one after a year', async () => {
    priceAt('200.00')
    const cancelled = (await add('single', [leg('250.00', '251.00')])).data.id
    expect((await postForm(server.url, '/user/gtt/del.do', investor.token, { id: String(cancelled) })).status).toBe(0)
    expect((await gttOf(cancelled))?.status).toBe('cancelled')
    const old = (await add('single', [leg('260.00', '261.00')])).data.id
    const later = server.clock.now() + 366 * day
    server.clock.set(later)
    expect(server.risk.runOnce(later)).toContainEqual({ type: 'gttExpired', userId: investor.userId, ref: String(old) })
  })
})
