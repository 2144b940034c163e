import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { exposureFloating, exposureOf, heldSymbols, noExposure, withoutPosition, withPosition } from './Exposure.js'
import { accountFloating, type PriceOf, type RiskPosition } from './RiskPosition.js'

const symbols = ['A', 'B', 'C'] as const
const paisa = (min: number, max: number) => fc.integer({ min, max }).map((n) => M.of(n).dividedBy(100) as M.Money)
const position: fc.Arbitrary<RiskPosition> = fc.record({
  symbol: fc.constantFrom(...symbols),
  direction: fc.constantFrom('long' as const, 'short' as const),
  openPrice: paisa(1, 1_000_000).map((m) => P.of(m)),
  quantity: fc.integer({ min: 1, max: 10_000 }).map((hands) => S.of(hands * 100)),
  stayFees: paisa(0, 100_000),
})
const table = fc.record({ A: paisa(1, 1_500_000), B: paisa(1, 1_500_000), C: paisa(1, 1_500_000) })
const priceOf =
  (prices: Record<string, M.Money>): PriceOf =>
  (symbol) =>
    P.of(prices[symbol] ?? 0)

test.prop([fc.array(position, { maxLength: 40 }), table])(
  'gives the floating P&L of summing position by position, exactly',
  (positions, prices) => {
    const summed = exposureFloating(exposureOf(positions), priceOf(prices))
    expect(summed.equals(accountFloating(positions, priceOf(prices)))).toBe(true)
  },
)

test.prop([fc.array(position, { maxLength: 20 }), fc.array(position, { maxLength: 20 }), table])(
  'built one position at a time, then with some taken out, equals the exposure of what is left',
  (kept, removed, prices) => {
    const all = [...kept, ...removed].reduce(withPosition, noExposure)
    const left = removed.reduce(withoutPosition, all)
    expect(exposureFloating(left, priceOf(prices)).equals(exposureFloating(exposureOf(kept), priceOf(prices)))).toBe(
      true,
    )
    expect(heldSymbols(left).sort()).toEqual([...new Set(kept.map((p) => p.symbol))].sort())
  },
)

it('nets a long and a short of one symbol: 200 long from 10.00 and 100 short from 12.00, stay fees 3.00, at 11.00', () => {
  const exposure = exposureOf([
    { symbol: 'A', direction: 'long', openPrice: P.of('10.00'), quantity: S.of(200), stayFees: M.of('3.00') },
    { symbol: 'A', direction: 'short', openPrice: P.of('12.00'), quantity: S.of(100), stayFees: M.zero },
  ])
  // net 100, cost 2 000 − 1 200 = 800: 100 × 11 − 800 − 3 = 297 (= 200 − 3 + 100)
  expect(M.toText(exposureFloating(exposure, () => P.of('11.00')))).toBe('297.00')
  expect(heldSymbols(exposure)).toEqual(['A'])
})
