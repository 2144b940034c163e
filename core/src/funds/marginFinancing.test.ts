import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import {
  applyForFinancing,
  approveFinancing,
  endFinancing,
  expireFinancing,
  type FinancingApplication,
  type FinancingStatus,
  financingTerms,
  managementFee,
  rejectFinancing,
} from './marginFinancing.js'

describe('financing terms', () => {
  it('computes borrowed and the two lines, each line rounded once', () => {
    // borrowed = 3333.33 × 3 = 9999.99
    // warning = 3333.33 × 0.75 + 9999.99 = 2499.9975 + 9999.99 = 12499.9875 → 12499.99
    // unwind  = 3333.33 × 0.82 + 9999.99 = 2733.3306 + 9999.99 = 12733.3206 → 12733.32
    const terms = financingTerms(M.of('3333.33'), 3)
    expect([terms.borrowed, terms.warningLine, terms.unwindLine].map(M.toText)).toEqual([
      '9999.99',
      '12499.99',
      '12733.32',
    ])
    // margin 10 000, lever 5: borrowed 50 000; warning 7 500 + 50 000; unwind 8 200 + 50 000
    const round = financingTerms(M.of('10000'), 5)
    expect([round.borrowed, round.warningLine, round.unwindLine].map(M.toText)).toEqual([
      '50000.00',
      '57500.00',
      '58200.00',
    ])
  })

  it('charges the management fee once, rounded half-up', () => {
    // 9999.99 × 0.0012 × 7 = 11.999988 × 7 = 83.999916 → 84.00
    expect(M.toText(managementFee(M.of('9999.99'), R.of('0.0012'), 7))).toBe('84.00')
    // 50 000 × 0.0015 × 3 = 225.00; 1234.5 × 0.001 × 1 = 1.2345 → 1.23
    expect(M.toText(managementFee(M.of('50000'), R.of('0.0015'), 3))).toBe('225.00')
    expect(M.toText(managementFee(M.of('1234.5'), R.of('0.001'), 1))).toBe('1.23')
  })
})

const cents = fc.integer({ min: 1, max: 10 ** 10 }).map((n) => M.of(n).dividedBy(100) as M.Money)
const lever = fc.integer({ min: 1, max: 50 })

test.prop([cents, lever])('lines sit above the debt by at most the ratio of the margin, 2 decimals', (margin, n) => {
  const terms = financingTerms(margin, n)
  expect(terms.borrowed.eq(margin.times(n))).toBe(true)
  for (const [line, ratio] of [
    [terms.warningLine, '0.75'],
    [terms.unwindLine, '0.82'],
  ] as const) {
    expect(line.decimalPlaces()).toBeLessThanOrEqual(2)
    expect(line.minus(terms.borrowed).minus(margin.times(ratio)).abs().lte('0.005')).toBe(true)
  }
})

test.prop([
  cents,
  fc.integer({ min: 0, max: 100 }),
  fc.integer({ min: 0, max: 365 }),
  fc.integer({ min: 0, max: 365 }),
])('management fee is ≥ 0 and never decreases with more days', (debt, perTenThousand, d1, d2) => {
  const rate = R.of(perTenThousand).dividedBy(10_000) as R.Rate
  const [few, many] = d1 <= d2 ? [d1, d2] : [d2, d1]
  expect(managementFee(debt, rate, few).gte(0)).toBe(true)
  expect(managementFee(debt, rate, few).lte(managementFee(debt, rate, many))).toBe(true)
})

type Command = 'approve' | 'reject' | 'expire' | 'end'
// A plain model: review decides a pending application; an active one ends by expiry or early; nothing else moves.
const modelNext = (status: FinancingStatus, command: Command): FinancingStatus | undefined => {
  if (status === 0) return command === 'approve' ? 1 : command === 'reject' ? 2 : undefined
  if (status === 1) return command === 'expire' ? 3 : command === 'end' ? 4 : undefined
  return undefined
}

test.prop([fc.array(fc.constantFrom<Command>('approve', 'reject', 'expire', 'end'), { maxLength: 6 })])(
  'only allowed transitions succeed; final statuses never change',
  (commands) => {
    let current: FinancingApplication = applyForFinancing(M.of('1000'), 10)
    expect(current.status).toBe(0)
    for (const command of commands) {
      const run = {
        approve: approveFinancing,
        reject: (a: FinancingApplication) => rejectFinancing(a, 'limit reached'),
        expire: expireFinancing,
        end: endFinancing,
      }[command]
      const result = run(current)
      const expected = modelNext(current.status, command)
      expect(result.ok).toBe(expected !== undefined)
      if (result.ok) current = result.value
      expect(current.status).toBe(expected ?? current.status)
    }
  },
)

it('needs a reason to reject', () => {
  const result = rejectFinancing(applyForFinancing(M.of('1000'), 10), ' ')
  expect(result.ok ? 'ok' : result.error.key).toBe('fundsReasonRequired')
})
