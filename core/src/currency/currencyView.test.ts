import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { defaultSettings } from '../settings/Settings.js'
import { inCurrency, rateOf } from './currencyView.js'

const rates = { usdRate: R.of('7.1'), hkdRate: R.of('0.9') }

it('divides rupees by the configured rates, rounded half-up to 2 decimals', () => {
  expect(M.toText(inCurrency(M.of(710), 'USD', rates))).toBe('100.00')
  expect(M.toText(inCurrency(M.of(710), 'HKD', rates))).toBe('788.89')
  expect(M.toText(inCurrency(M.of('1000000'), 'USD', rates))).toBe('140845.07')
  expect(M.toText(inCurrency(M.of('12.34'), 'INR', rates))).toBe('12.34')
})

it('converts rupees at INR rates by default, not yuan rates (issue 35)', () => {
  // ₹42 919.06 ÷ 88.50 = 484.96; ÷ 11.38 = 3 771.45 (not $6 044.94 at 7.1)
  expect(M.toText(inCurrency(M.of('42919.06'), 'USD', defaultSettings))).toBe('484.96')
  expect(M.toText(inCurrency(M.of('42919.06'), 'HKD', defaultSettings))).toBe('3771.45')
  expect(rateOf('USD', defaultSettings).toFixed(2)).toBe('88.50')
  expect(rateOf('INR', defaultSettings).toFixed(2)).toBe('1.00')
  expect(defaultSettings.ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
})

test.prop([fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 12 })])(
  'keeps order: a larger rupee amount never shows smaller',
  (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    for (const currency of ['USD', 'HKD'] as const) {
      expect(inCurrency(M.of(low), currency, rates).lte(inCurrency(M.of(high), currency, rates))).toBe(true)
    }
  },
)
