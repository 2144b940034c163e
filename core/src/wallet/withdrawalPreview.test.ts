import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { defaultSettings } from '../settings/Settings.js'
import { previewWithdrawal, withdrawableLines } from './withdrawalPreview.js'

it('shows fee and amount received before confirming, nothing without a positive amount', () => {
  // 3 + 1234.56 × 0.008 = 12.87648 → 12.88; 1234.56 − 12.88 = 1221.68
  const preview = previewWithdrawal(M.of('1234.56'), defaultSettings)
  expect([preview?.fee.toFixed(2), preview?.received.toFixed(2)]).toEqual(['12.88', '1221.68'])
  expect(previewWithdrawal(undefined, defaultSettings)).toBeUndefined()
  expect(previewWithdrawal(M.of(0), defaultSettings)).toBeUndefined()
  expect(previewWithdrawal(M.of(-5), defaultSettings)).toBeUndefined()
})

it('explains the withdrawable amount from the stock account total the card shows (issue 23 item 5)', () => {
  const lines = withdrawableLines({ enableAmt: M.of(7000), allFreezAmt: M.of(3000), djzj: M.of(500) }, M.of(1500))
  // 7 000 + 3 000 + 500 = 10 500: a withdrawal under review already left the account and is not held
  expect(lines.map((line) => [line.kind, line.amount.toFixed(2), line.counted])).toEqual([
    ['held', '10500.00', true],
    ['frozenMargin', '-3000.00', true],
    ['ipoFrozen', '-500.00', true],
    ['withdrawable', '7000.00', true],
    ['underReview', '1500.00', false],
  ])
})

const cents = fc.integer({ min: 0, max: 10 ** 11 }).map((n) => M.of(n).dividedBy(100) as M.Money)

test.prop([cents, cents, cents, cents])(
  'held minus every deduction is exactly the withdrawable line',
  (enableAmt, allFreezAmt, djzj, underReview) => {
    const [held, ...rest] = withdrawableLines({ enableAmt, allFreezAmt, djzj }, underReview).filter(
      (line) => line.counted,
    )
    const withdrawable = rest.pop()
    expect(M.sum([held?.amount ?? M.zero, ...rest.map((line) => line.amount)]).eq(withdrawable?.amount ?? -1)).toBe(
      true,
    )
  },
)

test.prop([cents.filter((amount) => amount.gt(0))])('fee plus received is the amount', (amount) => {
  const preview = previewWithdrawal(amount, defaultSettings)
  expect(preview && M.add(preview.fee, preview.received).eq(amount)).toBe(true)
})
