import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { financingTerms } from './marginFinancing.js'
import { feeDaysDue, financingDay, lineBreach, subaccountAssets } from './marginFinancingLines.js'

const terms = financingTerms(M.of(10_000), 5)

describe('the lines of a sub-account', () => {
  it('checks the unwind line first, as DECISIONS §10 puts it above the warning line', () => {
    // unwind 58 200.00, warning 57 500.00
    expect(lineBreach(terms, M.of('58200.01'))).toBeUndefined()
    expect(lineBreach(terms, M.of('58200.00'))).toBe('unwind')
    expect(lineBreach(terms, M.of('57000.00'))).toBe('unwind')
  })

  it('warns alone only when the warning ratio is set above the unwind ratio', () => {
    // warning 0.9: 9 000 + 50 000 = 59 000.00; unwind 58 200.00
    const raised = financingTerms(M.of(10_000), 5, { warningRatio: R.of('0.9'), unwindRatio: R.of('0.82') })
    expect(lineBreach(raised, M.of('59000.01'))).toBeUndefined()
    expect(lineBreach(raised, M.of('59000.00'))).toBe('warning')
    expect(lineBreach(raised, M.of('58200.00'))).toBe('unwind')
  })

  it('adds cash, margin and floating P&L', () => {
    const assets = subaccountAssets({ available: M.of('58922'), frozen: M.of('1000'), floating: M.of('-1730') })
    expect(M.toText(assets)).toBe('58192.00')
  })

  it('charges each started day: 1 at approval, 2 from 24 h, never more than the term', () => {
    const t = Date.UTC(2026, 10, 23)
    expect(
      [t - 1, t, t + financingDay - 1, t + financingDay, t + 10 * financingDay].map((now) => feeDaysDue(t, 5, now)),
    ).toEqual([0, 1, 1, 2, 5])
  })
})

const cents = fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).map((n) => M.of(n).dividedBy(100) as M.Money)

test.prop([cents, fc.integer({ min: 1, max: 20 })])(
  'a breach is monotone: lower assets never breach less',
  (assets, lever) => {
    const t = financingTerms(M.of(10_000), lever)
    const rank = (b: ReturnType<typeof lineBreach>) => (b === 'unwind' ? 2 : b === 'warning' ? 1 : 0)
    const lower = M.sub(assets, M.of('0.01'))
    expect(rank(lineBreach(t, lower))).toBeGreaterThanOrEqual(rank(lineBreach(t, assets)))
  },
)

test.prop([
  fc.integer({ min: 0, max: 60 }),
  fc.integer({ min: 0, max: 10 ** 10 }),
  fc.integer({ min: 0, max: 10 ** 10 }),
])('days due never decrease with time and stay within the term', (days, a, b) => {
  const t = Date.UTC(2026, 10, 23)
  const [early, late] = a <= b ? [a, b] : [b, a]
  expect(feeDaysDue(t, days, t + early)).toBeLessThanOrEqual(feeDaysDue(t, days, t + late))
  expect(feeDaysDue(t, days, t + late)).toBeLessThanOrEqual(days)
})
