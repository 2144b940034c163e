import { domainError } from '../errors/DomainError.js'
import { fail, ok, type Result } from '../errors/Result.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Instant } from '../time/Instant.js'
import type { FundsStep } from './FundsStep.js'
import { canMove, type Transitions } from './statusMachine.js'

/** The fixed benefit amount, shown as "INR 10,000". */
export const welfareAmount: Money = M.of(10_000)

export type WelfareStatus = 'pending' | 'approved' | 'rejected'

/** Staff decide a pending application once; approved and rejected are final. */
export const welfareTransitions: Transitions<WelfareStatus> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
}

export interface WelfareApplication {
  readonly code: string
  readonly amount: Money
  readonly status: WelfareStatus
  readonly appliedAt: Instant
  /** The staff's reason, set when rejected. */
  readonly reason?: string
}

/** Opens the account's only application (code required, amount fixed at 10 000); a second one is refused, whatever became of the first. */
export const applyForWelfare = (
  code: string,
  existing: WelfareApplication | undefined,
  now: Instant,
): Result<WelfareApplication> => {
  if (existing) return fail(domainError('welfareAlreadyApplied'))
  const trimmed = code.trim()
  if (trimmed === '') return fail(domainError('welfareCodeRequired'))
  return ok({ code: trimmed, amount: welfareAmount, status: 'pending', appliedAt: now })
}

const decide = (
  application: WelfareApplication,
  to: WelfareStatus,
  credit: Money,
): Result<FundsStep<WelfareApplication>> =>
  canMove(welfareTransitions, application.status, to)
    ? ok({ record: { ...application, status: to }, availableChange: credit })
    : fail(domainError('welfareAlreadyReviewed'))

/** Staff approve: the application's 10 000 is credited to available as a journaled bonus. */
export const approveWelfare = (application: WelfareApplication) => decide(application, 'approved', application.amount)

/** Staff reject with a reason; nothing is credited. */
export const rejectWelfare = (
  application: WelfareApplication,
  reason: string,
): Result<FundsStep<WelfareApplication>> => {
  if (reason.trim() === '') return fail(domainError('fundsReasonRequired'))
  const step = decide(application, 'rejected', M.zero)
  return step.ok ? ok({ ...step.value, record: { ...step.value.record, reason: reason.trim() } }) : step
}
