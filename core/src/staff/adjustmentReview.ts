import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'

/** Adjustment statuses: proposed by one admin, approved (booked) or rejected by a second. */
export type AdjustmentStatus = 'proposed' | 'approved' | 'rejected'

/**
 * Maker-checker (DECISIONS §16): a proposed adjustment is decided once, and never by the admin who proposed it.
 * Example: proposed by `ana`, approved by `ben` → ok; approved by `ana` → `adjustmentSameAdmin`.
 */
export const checkAdjustmentDecision = (
  status: AdjustmentStatus,
  proposedBy: string,
  decidedBy: string,
): Result.Result<true> => {
  if (status !== 'proposed') return Result.fail(domainError('adjustmentAlreadyDecided'))
  if (proposedBy === decidedBy) return Result.fail(domainError('adjustmentSameAdmin'))
  return Result.ok(true)
}
