import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { checkStockOrder, type StockOrderContext, type StockOrderRequest } from './checkStockOrder.js'
import { baseContext, baseRequest } from './fixtures/testOrder.js'

type Order = { request: StockOrderRequest; context: StockOrderContext }

/** Each breaker fails exactly its own check on the base order (long 10 hands at 10.55, lever 10). */
const breakers: ReadonlyArray<{ key: string; params?: Record<string, string>; apply: (o: Order) => Order }> = [
  { key: 'notSignedIn', apply: (o) => ({ ...o, context: { ...o.context, signedIn: false } }) },
  { key: 'orderRealNameRequired', apply: (o) => ({ ...o, context: { ...o.context, realNameStatus: 1 } }) },
  { key: 'orderOutsideTradingHours', apply: (o) => ({ ...o, context: { ...o.context, tradingOpen: false } }) },
  {
    key: 'orderStockSuspended',
    apply: (o) => ({ ...o, context: { ...o.context, stock: { ...o.context.stock, suspended: true } } }),
  },
  {
    key: 'orderLeverNotAllowed',
    params: { lever: '15', levers: '10/20/30' },
    apply: (o) => ({ ...o, request: { ...o.request, lever: 15 } }),
  },
  { key: 'orderNotWholeHands', apply: (o) => ({ ...o, request: { ...o.request, shares: S.of(150) } }) },
  {
    key: 'orderLongAtLimitUp',
    apply: (o) => ({ ...o, context: { ...o.context, stock: { ...o.context.stock, price: P.of('11.00') } } }),
  },
  { key: 'takeProfitLongNotAbove', apply: (o) => ({ ...o, request: { ...o.request, profitTarget: P.of('10.00') } }) },
  { key: 'orderMarginAboveMax', apply: (o) => ({ ...o, context: { ...o.context, available: M.of('500') } }) },
]

const base: Order = { request: baseRequest, context: baseContext }

describe('stock order checks, one by one', () => {
  it.each(breakers.map((b) => [b.key, b] as const))('%s', (key, breaker) => {
    const { request, context } = breaker.apply(base)
    const result = checkStockOrder(request, context)
    expect(result).toMatchObject({ ok: false, error: { key, ...(breaker.params ? { params: breaker.params } : {}) } })
  })

  it('real name: only isActive 2 passes (0 not verified, 1 under review, 3 rejected)', () => {
    for (const status of [0, 1, 3])
      expect(checkStockOrder(baseRequest, { ...baseContext, realNameStatus: status })).toMatchObject({
        error: { key: 'orderRealNameRequired' },
      })
  })

  it('quantity: below buyMinNum, above buyMaxNum', () => {
    expect(checkStockOrder({ ...baseRequest, shares: S.of(0) }, baseContext)).toMatchObject({
      error: { key: 'orderBelowMinShares', params: { min: '100' } },
    })
    expect(checkStockOrder({ ...baseRequest, shares: S.of(100_100) }, baseContext)).toMatchObject({
      error: { key: 'orderAboveMaxShares', params: { max: '100000' } },
    })
    // 1 000 hands at 10.55, lever 30: margin 1 055 000 ÷ 30 = 35 166.67, within 90 % of 100 000
    expect(checkStockOrder({ ...baseRequest, shares: S.of(100_000), lever: 30 }, baseContext).ok).toBe(true)
  })

  it('price: unknown or zero', () => {
    for (const price of [undefined, P.of(0)])
      expect(checkStockOrder(baseRequest, { ...baseContext, stock: { ...baseContext.stock, price } })).toMatchObject({
        error: { key: 'orderPriceUnknown' },
      })
  })

  it('the spread comes from the rules at the current price', () => {
    // price 4.50 < 5 → spread rate 0.001: notional 4 500.00, spread 4.50
    const result = checkStockOrder(baseRequest, {
      ...baseContext,
      stock: { ...baseContext.stock, price: P.of('4.50') },
    })
    expect(result.ok && [result.value.spreadRate.toString(), M.toText(result.value.spread)]).toEqual(['0.001', '4.50'])
  })
})

describe('stock order check laws', () => {
  test.prop([fc.subarray(breakers.map((_, i) => i))])('the first failing check wins', (broken) => {
    const order = broken.reduce((o, i) => breakers[i]?.apply(o) ?? o, base)
    const result = checkStockOrder(order.request, order.context)
    const first = broken[0]
    if (first === undefined) expect(result.ok).toBe(true)
    else expect(result).toMatchObject({ ok: false, error: { key: breakers[first]?.key } })
  })

  test.prop([
    fc.integer({ min: 100, max: 100_000 }),
    fc.integer({ min: 1, max: 1000 }),
    fc.constantFrom(10, 20, 30),
    fc.integer({ min: -10_000, max: 10_000_000 }),
  ])('an accepted order fits the funds rules', (cents, hands, lever, availableCents) => {
    const price = P.of(cents).dividedBy(100) as P.Price
    const context = {
      ...baseContext,
      available: M.of(availableCents).dividedBy(100) as M.Money,
      stock: { ...baseContext.stock, price, limits: undefined },
    }
    const result = checkStockOrder({ ...baseRequest, shares: S.of(hands * 100), lever }, context)
    if (!result.ok) return
    const q = result.value
    expect(context.available.gt(0)).toBe(true)
    expect(q.margin.gte(context.settings.buyMinAmt)).toBe(true)
    expect(q.margin.lte(context.available.times(context.settings.buyMaxAmtPercent))).toBe(true)
    expect(q.deposit.lte(context.available)).toBe(true)
  })
})
