import { type FinancingAccount, MarginFinancingLines } from '@bourse/core'

/**
 * When the risk loop next has work on an active sub-account that no price brings on: its expiry (`endsAt`) or its next
 * started day of management fee (`feeDaysDue` passes `feeDays` at approvedAt + feeDays × 24 h, until the term's days
 * are charged). Approved at t, 5 days, 2 charged → t + 48 h; 5 charged → the expiry t + 5 × 24 h.
 */
export const financingDueAt = (record: FinancingAccount): number => {
  const { approvedAt, feeDays, product } = record
  let feeAt = Number.POSITIVE_INFINITY
  if (feeDays < product.days)
    // Without an approval time the rule counts from now: only the first day is ever due.
    feeAt =
      approvedAt !== undefined
        ? approvedAt + feeDays * MarginFinancingLines.financingDay
        : feeDays === 0
          ? Number.NEGATIVE_INFINITY
          : Number.POSITIVE_INFINITY
  return Math.min(record.endsAt ?? Number.POSITIVE_INFINITY, feeAt)
}
