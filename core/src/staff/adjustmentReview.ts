import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
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
