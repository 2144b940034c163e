import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import * as M from '../money/Money.js'
import { type Approver, checkApproval } from './proposals.js'

/** Adjustment statuses: proposed by one admin, approved (booked) or rejected by a second. */
export type AdjustmentStatus = 'proposed' | 'approved' | 'rejected'

/**
 * Maker-checker (DECISIONS §16, §21): a proposed adjustment is approved once, never by the admin who proposed it, and
 * only by an admin already active when it was proposed. Example: proposed by `ana` at 1000, approved by `ben`
 * active since 900 → ok; by `ana` → `adjustmentSameAdmin`; by `ben` created at 1500 → `proposalApproverTooNew`.
 */
export const checkAdjustmentDecision = (
  status: AdjustmentStatus,
  proposed: { readonly by: string; readonly at: number },
  approver: Approver,
): Result.Result<true> => {
  if (status !== 'proposed') return Result.fail(domainError('adjustmentAlreadyDecided'))
  if (proposed.by === approver.name) return Result.fail(domainError('adjustmentSameAdmin'))
  return checkApproval({ status, proposedBy: proposed.by, proposedAt: proposed.at }, approver)
}

// The wire's bound on money (`MoneyFromString`): below 10^15 either way.
const amountBound = '1e15'

/**
 * Reads an adjustment's signed amount as an admin types it (DECISIONS §16): a decimal with at most 2 decimals,
 * thousands separators and a leading "+" allowed, not 0. Answers the wire text ("-1250.50") or the refusal.
 * Examples: "+1,000" → "1000.00"; "-0.5" → "-0.50"; "12.345" → `fundsAmountDecimals`; "0" → `adjustmentAmountZero`.
 */
export const readAdjustmentAmount = (typed: string): Result.Result<string> => {
  const amount = M.parse(typed.trim().replace(/^\+/, ''))
  if (amount === undefined || amount.abs().gte(amountBound))
    return Result.fail(domainError('apiInvalidField', { field: 'amount' }))
  if (amount.decimalPlaces() > 2) return Result.fail(domainError('fundsAmountDecimals'))
  if (amount.isZero()) return Result.fail(domainError('adjustmentAmountZero'))
  return Result.ok(M.toText(amount))
}
