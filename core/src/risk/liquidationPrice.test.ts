import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { liquidationPrice } from './liquidationPrice.js'
import { accountFloating, type RiskPosition } from './RiskPosition.js'

const position = (symbol: string, direction: 'long' | 'short', open: string, shares: number, fees = '0') =>
  ({
    symbol,
    direction,
    openPrice: P.of(open),
    quantity: S.of(shares),
    stayFees: M.of(fees),
  }) satisfies RiskPosition

const balances = { available: M.of('10000'), frozen: M.zero }
const pct = R.of('0.8')

describe('liquidation price worked examples', () => {
  it('a long of 1 000 shares at 20.00 with line 8 000 reaches it at 12.00', () => {
    // line = 10 000 × 0.8 = 8 000; 20 − 8 000 ÷ 1 000 = 12.00; floating there = −8 × 1 000 = −8 000
    const positions = [position('A', 'long', '20', 1000)]
    const price = liquidationPrice(balances, pct, positions, () => P.of('20'), 'A')
    expect(price?.toFixed(2)).toBe('12.00')
    expect(accountFloating(positions, () => P.of('12')).toFixed(2)).toBe('-8000.00')
  })

  it('a short of 300 shares at 10.00 reaches it above, at the first tick past the exact price', () => {
    // exact: 10 + 8 000 ÷ 300 = 36.6666…; the line is reached from 36.67 (floating −8 001.00), not at 36.66 (−7 998.00)
    const positions = [position('A', 'short', '10', 300)]
    expect(liquidationPrice(balances, pct, positions, () => P.of('10'), 'A')?.toFixed(2)).toBe('36.67')
  })

  it('counts the other symbols and the stay fees at their current values', () => {
    // B: long 100 from 50 now 40 → −1 000; fees 200 → floating without A = −1 200 (A at open)
    // A: long 1 000 from 20: 20 − (8 000 − 1 200) ÷ 1 000 = 13.20
    const positions = [position('A', 'long', '20', 1000, '200'), position('B', 'long', '50', 100)]
    const prices = { A: P.of('20'), B: P.of('40') } as Record<string, P.Price>
    const priceOf = (s: string) => prices[s] ?? P.of(0)
    expect(liquidationPrice(balances, pct, positions, priceOf, 'A')?.toFixed(2)).toBe('13.20')
  })

  it('has no price when the symbol nets to zero or only a price ≤ 0 would reach the line', () => {
    const hedged = [position('A', 'long', '20', 500), position('A', 'short', '20', 500)]
    expect(liquidationPrice(balances, pct, hedged, () => P.of('20'), 'A')).toBeUndefined()
    // long 100 at 20: the most it can lose is 2 000 < 8 000
    expect(liquidationPrice(balances, pct, [position('A', 'long', '20', 100)], () => P.of('20'), 'A')).toBeUndefined()
  })

  it('nets long and short of the same symbol: long 1 500 and short 500 act as long 1 000', () => {
    const positions = [position('A', 'long', '20', 1500), position('A', 'short', '20', 500)]
    expect(liquidationPrice(balances, pct, positions, () => P.of('20'), 'A')?.toFixed(2)).toBe('12.00')
  })

  it('regression: a price of exactly 0.00 is no price (decimal.js counts 0 as positive)', () => {
    // long 100 from 80.00, line 8 000: 80 − 8 000 ÷ 100 = 0.00 → none
    expect(liquidationPrice(balances, pct, [position('A', 'long', '80', 100)], () => P.of('80'), 'A')).toBeUndefined()
  })

  it('regression (fast-check seed -784560413): a short past the line at every positive price gets 0.01', () => {
    // line 0; long C 200 from 1.00 at 0.01 (−198), short A 100 from 1.00: F(a) = −98 − 100a ≤ 0 for every a > 0
    const positions = [position('C', 'long', '1', 200), position('A', 'short', '1', 100)]
    const none = { available: M.zero, frozen: M.zero }
    expect(liquidationPrice(none, pct, positions, () => P.of('0.01'), 'A')?.toFixed(2)).toBe('0.01')
  })
})
