import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { inCurrency } from './currencyView.js'

const rates = { usdRate: R.of('7.1'), hkdRate: R.of('0.9') }

it('divides rupees by the configured rates, rounded half-up to 2 decimals', () => {
  expect(M.toText(inCurrency(M.of(710), 'USD', rates))).toBe('100.00')
  expect(M.toText(inCurrency(M.of(710), 'HKD', rates))).toBe('788.89')
  expect(M.toText(inCurrency(M.of('1000000'), 'USD', rates))).toBe('140845.07')
  expect(M.toText(inCurrency(M.of('12.34'), 'INR', rates))).toBe('12.34')
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
