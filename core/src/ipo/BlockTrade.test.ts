import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import * as BlockTrade from './BlockTrade.js'

const product: BlockTrade.BlockTradeProduct = {
  code: '600519',
  name: 'Demo Block',
  market: 'sh',
  discount: R.of('0.08'),
  minQuantity: S.of(1_000),
}
const spread = R.of('0.0005')
const keyOf = <A>(r: { ok: true; value: A } | { ok: false; error: { key: string } }) => (r.ok ? 'ok' : r.error.key)

describe('block trade worked examples', () => {
  it('prices at a discount, rounded half-up: 25.37 × 0.92 = 23.3404 → 23.34', () => {
    expect(BlockTrade.price(P.of('25.37'), R.of('0.08')).toString()).toBe('23.34')
    // 10.05 × 0.95 = 9.5475 → 9.55 (half-up)
    expect(BlockTrade.price(P.of('10.05'), R.of('0.05')).toString()).toBe('9.55')
  })
  it('fills at lever 1 with ordinary charges', () => {
    const r = BlockTrade.buy(product, P.of('25.37'), S.of(1_000), M.of(100_000), standard, spread)
    // margin 1 000 × 23.34 = 23 340.00; fee 7.002 → 7.00; duty 23.34; spread 11.67 → 42.01; cost 23 382.01.
    expect(r.ok && r.value.margin.toFixed(2)).toBe('23340.00')
    expect(r.ok && r.value.charges.total.toFixed(2)).toBe('42.01')
    expect(r.ok && r.value.cost.toFixed(2)).toBe('23382.01')
    expect(r.ok && r.value.lever).toBe(1)
  })
  it('refuses in order: part hands, below minimum, no price, short funds', () => {
    const buy = (shares: number, price: P.Price | undefined, available = M.of(100_000)) =>
      keyOf(BlockTrade.buy(product, price, S.of(shares), available, standard, spread))
    expect(buy(1_050, P.of('25.37'))).toBe('blockTradeQuantityInvalid')
    expect(buy(900, P.of('25.37'))).toBe('blockTradeBelowMin')
    expect(buy(1_000, undefined)).toBe('blockTradePriceUnknown')
    expect(buy(1_000, P.of('0'))).toBe('blockTradePriceUnknown')
    expect(buy(1_000, P.of('25.37'), M.of('23382.00'))).toBe('ipoInsufficientFunds')
    expect(buy(1_000, P.of('25.37'), M.of('23382.01'))).toBe('ok')
  })
})

describe('block trade laws', () => {
  const cents = fc.integer({ min: 1, max: 1_000_000 })
  const discount = fc.integer({ min: 0, max: 99 }).map((n) => R.of(n).dividedBy(100) as R.Rate)
  test.prop([cents, discount])(
    'the price is at most the market price and within half a paisa of the exact discount',
    (c, d) => {
      const market = P.of(c).dividedBy(100) as P.Price
      const p = BlockTrade.price(market, d)
      expect(p.lte(market)).toBe(true)
      expect(
        p
          .minus(market.times(R.of(1).minus(d)))
          .abs()
          .lte('0.005'),
      ).toBe(true)
      expect(p.decimalPlaces()).toBeLessThanOrEqual(2)
    },
  )
  test.prop([cents, fc.integer({ min: 10, max: 500 })])(
    'cost = margin + rounded charges, margin = round2(notional)',
    (c, hands) => {
      const r = BlockTrade.buy(
        product,
        P.of(c).dividedBy(100) as P.Price,
        S.of(hands * 100),
        M.of(10 ** 12),
        standard,
        spread,
      )
      if (!r.ok) return expect(r.error.key).toBe('blockTradePriceUnknown')
      expect(r.value.margin.eq(M.round(r.value.price.times(hands * 100)))).toBe(true)
      expect(r.value.cost.eq(M.add(r.value.margin, r.value.charges.total))).toBe(true)
    },
  )
})
