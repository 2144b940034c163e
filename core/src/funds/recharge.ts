import { type DomainError, domainError } from '../errors/DomainError.js'
import { fail, firstFailure, ok, type Result } from '../errors/Result.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Settings } from '../settings/Settings.js'
import type { Instant } from '../time/Instant.js'
import { minute } from '../time/Instant.js'
import type { FundsStep } from './FundsStep.js'
import { hasAtMostTwoDecimals } from './fundsAmount.js'
import { canMove, type Transitions } from './statusMachine.js'

/** Top-up order status (DECISIONS §10): 0 waiting, 1 success, 2 failure, 3 cancelled (unpaid in time). */
export const rechargeStatus = { waiting: 0, success: 1, failure: 2, cancelled: 3 } as const
export type RechargeStatus = (typeof rechargeStatus)[keyof typeof rechargeStatus]

/** Only a waiting order moves; success, failure and cancelled are final. */
export const rechargeTransitions: Transitions<RechargeStatus> = { 0: [1, 2, 3], 1: [], 2: [], 3: [] }

/** The preset amounts of the recharge screen, in rupees. */
export const quickAmounts: readonly Money[] = [10_000, 20_000, 30_000, 50_000].map((amount) => M.of(amount))

/** An order left unpaid this long is cancelled. */
export const paymentWindow = 30 * minute

/** Most orders a user may have waiting at once. */
export const maxWaitingOrders = 10

export interface RechargeOrder {
  readonly amount: Money
  readonly status: RechargeStatus
  readonly createdAt: Instant
}

export interface RechargeRequest {
  /** `undefined` when the amount field is empty. */
  readonly amount: Money | undefined
  /** How many of the user's orders are waiting now. */
  readonly waitingOrders: number
  readonly now: Instant
}

/** Checks a recharge request (amount given, 2 decimals, ≥ `rechargeMinAmt`, fewer than 10 waiting) and opens a waiting order. */
export const openRecharge = (
  request: RechargeRequest,
  settings: Pick<Settings, 'rechargeMinAmt'>,
): Result<RechargeOrder> => {
  const { amount } = request
  if (amount === undefined) return fail(domainError('rechargeAmountRequired'))
  const refusal = firstFailure([
    () => (hasAtMostTwoDecimals(amount) ? undefined : domainError('fundsAmountDecimals')),
    () =>
      amount.gte(settings.rechargeMinAmt)
        ? undefined
        : domainError('rechargeBelowMinimum', { min: M.format(settings.rechargeMinAmt) }),
    () =>
      request.waitingOrders < maxWaitingOrders
        ? undefined
        : domainError('rechargeTooManyWaiting', { max: String(maxWaitingOrders) }),
  ])
  return refusal ? fail(refusal) : ok({ amount, status: rechargeStatus.waiting, createdAt: request.now })
}

/** The moment a waiting order stops being payable: created 10:00, it expires at 10:30. */
export const expiresAt = (order: RechargeOrder): Instant => order.createdAt + paymentWindow

const move = (order: RechargeOrder, to: RechargeStatus, credit: Money): Result<FundsStep<RechargeOrder>> =>
  canMove(rechargeTransitions, order.status, to)
    ? ok({ record: { ...order, status: to }, availableChange: credit })
    : fail(domainError('rechargeClosed'))

const whilePayable = (order: RechargeOrder, now: Instant): DomainError | undefined => {
  if (order.status !== rechargeStatus.waiting) return domainError('rechargeClosed')
  return now < expiresAt(order) ? undefined : domainError('rechargeExpired')
}

/** The sandbox reports the order paid: status 1, and the amount is credited to available. */
export const payRecharge = (order: RechargeOrder, now: Instant): Result<FundsStep<RechargeOrder>> => {
  const refusal = whilePayable(order, now)
  return refusal ? fail(refusal) : move(order, rechargeStatus.success, order.amount)
}

/** The sandbox reports the payment failed: status 2, nothing credited. */
export const failRecharge = (order: RechargeOrder, now: Instant): Result<FundsStep<RechargeOrder>> => {
  const refusal = whilePayable(order, now)
  return refusal ? fail(refusal) : move(order, rechargeStatus.failure, M.zero)
}

/** Cancels an order still unpaid at its deadline (status 3, nothing credited); refused before the deadline. */
export const expireRecharge = (order: RechargeOrder, now: Instant): Result<FundsStep<RechargeOrder>> => {
  if (order.status !== rechargeStatus.waiting) return fail(domainError('rechargeClosed'))
  if (now < expiresAt(order)) return fail(domainError('rechargeStillPayable'))
  return move(order, rechargeStatus.cancelled, M.zero)
}
