import { domainError } from '../errors/DomainError.js'
import { fail, ok, type Result } from '../errors/Result.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import * as R from '../money/Rate.js'
import { canMove, type Transitions } from './statusMachine.js'

/** Financing application status (DECISIONS §10): 0 pending review, 1 active, 2 rejected, 3 expired, 4 ended. */
export const financingStatus = { pending: 0, active: 1, rejected: 2, expired: 3, ended: 4 } as const
export type FinancingStatus = (typeof financingStatus)[keyof typeof financingStatus]

/** Review decides a pending application; an active one ends by expiry or early; 2, 3 and 4 are final. */
export const financingTransitions: Transitions<FinancingStatus> = { 0: [1, 2], 1: [3, 4], 2: [], 3: [], 4: [] }

/** The ratios of the two lines; not yet in `Settings`, so their defaults live here. */
export interface FinancingRatios {
  readonly warningRatio: Rate
  readonly unwindRatio: Rate
}

export const defaultFinancingRatios: FinancingRatios = { warningRatio: R.of('0.75'), unwindRatio: R.of('0.82') }

/** The server-computed terms of a sub-account; never taken from the client. */
export interface FinancingTerms {
  readonly margin: Money
  readonly lever: number
  readonly borrowed: Money
  readonly warningLine: Money
  readonly unwindLine: Money
}

/** Borrowed = margin × lever, exact for a 2-decimal margin and a whole lever: 3333.33 × 3 = 9999.99. */
export const borrowed = (margin: Money, lever: number): Money => M.of(margin.times(lever))

/**
 * Lines of a sub-account, each round2(margin × ratio + borrowed). Margin 3333.33, lever 3, defaults:
 * warning = round2(2499.9975 + 9999.99) = 12499.99, unwind = round2(2733.3306 + 9999.99) = 12733.32.
 */
export const financingTerms = (
  margin: Money,
  lever: number,
  ratios: FinancingRatios = defaultFinancingRatios,
): FinancingTerms => {
  const debt = borrowed(margin, lever)
  return {
    margin,
    lever,
    borrowed: debt,
    warningLine: M.round(margin.times(ratios.warningRatio).plus(debt)),
    unwindLine: M.round(margin.times(ratios.unwindRatio).plus(debt)),
  }
}

/** Management fee = round2(borrowed × daily rate × days): 9999.99 × 0.0012 × 7 = 83.999916 → 84.00. */
export const managementFee = (borrowedAmount: Money, dailyRate: Rate, days: number): Money =>
  M.round(borrowedAmount.times(dailyRate).times(days))

export interface FinancingApplication {
  readonly terms: FinancingTerms
  readonly status: FinancingStatus
  /** The staff's reason, set when rejected. */
  readonly reason?: string
}

/** A new application, pending review, with terms computed from margin and lever. */
export const applyForFinancing = (
  margin: Money,
  lever: number,
  ratios: FinancingRatios = defaultFinancingRatios,
): FinancingApplication => ({ terms: financingTerms(margin, lever, ratios), status: financingStatus.pending })

const move = (application: FinancingApplication, to: FinancingStatus): Result<FinancingApplication> =>
  canMove(financingTransitions, application.status, to)
    ? ok({ ...application, status: to })
    : fail(domainError('financingStatusRefused'))

/** Staff approve a pending application: it becomes active. */
export const approveFinancing = (application: FinancingApplication) => move(application, financingStatus.active)

/** Staff reject a pending application, with a reason. */
export const rejectFinancing = (application: FinancingApplication, reason: string): Result<FinancingApplication> => {
  if (reason.trim() === '') return fail(domainError('fundsReasonRequired'))
  const next = move(application, financingStatus.rejected)
  return next.ok ? ok({ ...next.value, reason: reason.trim() }) : next
}

/** An active sub-account reaches its end date. */
export const expireFinancing = (application: FinancingApplication) => move(application, financingStatus.expired)

/** An active sub-account is ended before its end date. */
export const endFinancing = (application: FinancingApplication) => move(application, financingStatus.ended)
