import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { defaultSettings } from '../settings/Settings.js'
import { withdrawalFee, withdrawalReceived } from './withdrawalFee.js'

it('charges 3 + 0.8% rounded once to 2 decimals, half-up', () => {
  // 3 + 1000 × 0.008 = 3 + 8 = 11.00; received 1000 − 11 = 989.00
  expect(M.toText(withdrawalFee(M.of('1000'), defaultSettings))).toBe('11.00')
  expect(M.toText(withdrawalReceived(M.of('1000'), defaultSettings))).toBe('989.00')
  // 3 + 1234.56 × 0.008 = 3 + 9.87648 = 12.87648 → 12.88; received 1234.56 − 12.88 = 1221.68
  expect(M.toText(withdrawalFee(M.of('1234.56'), defaultSettings))).toBe('12.88')
  expect(M.toText(withdrawalReceived(M.of('1234.56'), defaultSettings))).toBe('1221.68')
  // 3 + 1000.63 × 0.008 = 3 + 8.00504 = 11.00504 → 11.01
  expect(M.toText(withdrawalFee(M.of('1000.63'), defaultSettings))).toBe('11.01')
  // 1 + 62.5 × 0.001 = 1.0625 → 1.06; 1 + 65 × 0.001 = 1.065 → 1.07 (half-up)
  const schedule = { withFeeSingle: M.of(1), withFeePercent: R.of('0.001') }
  expect(M.toText(withdrawalFee(M.of('62.5'), schedule))).toBe('1.06')
  expect(M.toText(withdrawalFee(M.of('65'), schedule))).toBe('1.07')
})

const cents = fc.integer({ min: 0, max: 10 ** 12 }).map((n) => M.of(n).dividedBy(100) as M.Money)
const schedule = fc
  .record({ single: fc.integer({ min: 0, max: 10_000 }), perTenThousand: fc.integer({ min: 0, max: 500 }) })
  .map(({ single, perTenThousand }) => ({
    withFeeSingle: M.of(single).dividedBy(100) as M.Money,
    withFeePercent: R.of(perTenThousand).dividedBy(10_000) as R.Rate,
  }))

test.prop([cents, schedule])('fee is ≥ 0, has 2 decimals, and received + fee = amount', (amount, s) => {
  const fee = withdrawalFee(amount, s)
  expect(fee.gte(0)).toBe(true)
  expect(fee.decimalPlaces()).toBeLessThanOrEqual(2)
  expect(M.add(withdrawalReceived(amount, s), fee).eq(amount)).toBe(true)
})

test.prop([cents, cents, schedule])('fee never decreases as the amount grows', (a, b, s) => {
  const [low, high] = a.lte(b) ? [a, b] : [b, a]
  expect(withdrawalFee(low, s).lte(withdrawalFee(high, s))).toBe(true)
})
