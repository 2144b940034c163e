import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { financingLinesInOrder, managementFees } from './financingFigures.js'

it('names the fee per day and for the whole term (10 000 borrowed at 0.0012 for 5 days)', () => {
  const fees = managementFees(M.of(10_000), R.of('0.0012'), 5)
  expect([fees.perDay.toFixed(2), fees.wholeTerm.toFixed(2), fees.days]).toEqual(['12.00', '60.00', 5])
  // 9 999.99 × 0.0012 = 11.999988 → 12.00 a day; × 7 = 83.999916 → 84.00 for the term, rounded once
  const odd = managementFees(M.of('9999.99'), R.of('0.0012'), 7)
  expect([odd.perDay.toFixed(2), odd.wholeTerm.toFixed(2)]).toEqual(['12.00', '84.00'])
})

it('orders the lines as falling assets meet them', () => {
  const defaults = financingLinesInOrder({ warningLine: M.of('13750.00'), unwindLine: M.of('14100.00') })
  expect(defaults.lines.map((each) => each.line)).toEqual(['unwind', 'warning'])
  expect(defaults.warningFirst).toBe(false)
  const warningAbove = financingLinesInOrder({ warningLine: M.of('14500.00'), unwindLine: M.of('14100.00') })
  expect(warningAbove.lines.map((each) => each.line)).toEqual(['warning', 'unwind'])
  expect(warningAbove.warningFirst).toBe(true)
  expect(financingLinesInOrder({ warningLine: M.of(1), unwindLine: M.of(1) }).lines[0]?.line).toBe('unwind')
})

const cents = fc.integer({ min: 1, max: 1_000_000_000 }).map((n) => M.of((n / 100).toFixed(2)))
const rate = fc.integer({ min: 1, max: 10_000 }).map((n) => R.of(String(n / 1_000_000)))

test.prop([cents, rate, fc.integer({ min: 1, max: 365 })])(
  'the term costs the days × the day within the rounding of one charge a day',
  (borrowed, daily, days) => {
    const fees = managementFees(borrowed, daily, days)
    expect(fees.wholeTerm.minus(fees.perDay.times(days)).abs().lte(M.of('0.005').times(days).plus('0.005'))).toBe(true)
    expect(fees.perDay.lte(fees.wholeTerm)).toBe(true)
  },
)

test.prop([cents, cents])('the first line met is the higher one', (warningLine, unwindLine) => {
  const { lines, warningFirst } = financingLinesInOrder({ warningLine, unwindLine })
  expect(lines[0]?.amount.gte(lines[1]?.amount ?? M.zero)).toBe(true)
  expect(warningFirst).toBe(lines[0]?.line === 'warning')
})
