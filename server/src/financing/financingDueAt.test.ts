import { type FinancingAccount, MarginFinancingLines } from '@bourse/core'
import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { financingDueAt } from './financingDueAt.js'

const day = MarginFinancingLines.financingDay
const subaccount = (approvedAt: number, days: number, feeDays: number, endsAt = approvedAt + days * day) =>
  ({ approvedAt, endsAt, feeDays, product: { days } }) as FinancingAccount

it('is the next started day of fee, then the expiry', () => {
  const t = Date.parse('2026-11-23T02:00:00Z')
  expect(financingDueAt(subaccount(t, 5, 0))).toBe(t)
  expect(financingDueAt(subaccount(t, 5, 2))).toBe(t + 2 * day)
  expect(financingDueAt(subaccount(t, 5, 5))).toBe(t + 5 * day)
})

test.prop([
  fc.integer({ min: 0, max: 2e12 }),
  fc.integer({ min: 1, max: 60 }),
  fc.integer({ min: 0, max: 60 }),
  fc.integer({ min: -2 * day, max: 70 * day }),
])('is due exactly when the fee rule has a day to charge or the term is over', (approvedAt, days, charged, after) => {
  const feeDays = Math.min(charged, days)
  const record = subaccount(approvedAt, days, feeDays)
  const now = approvedAt + after
  const due = MarginFinancingLines.feeDaysDue(approvedAt, days, now) > feeDays || now >= (record.endsAt as number)
  expect(now >= financingDueAt(record)).toBe(due)
})
