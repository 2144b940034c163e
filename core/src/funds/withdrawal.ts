import { type DomainError, domainError } from '../errors/DomainError.js'
import { fail, firstFailure, ok, type Result } from '../errors/Result.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Settings } from '../settings/Settings.js'
import type { Instant } from '../time/Instant.js'
import type { FundsStep } from './FundsStep.js'
import { hasAtMostTwoDecimals } from './fundsAmount.js'
import { canMove, type Transitions } from './statusMachine.js'
import { isWithin } from './wallClock.js'
import { withdrawalFee } from './withdrawalFee.js'

/** Withdrawal status `withStatus` (DECISIONS §10): 0 under review, 1 paid, 2 rejected, 3 cancelled by the user. */
export const withdrawalStatus = { underReview: 0, paid: 1, rejected: 2, cancelled: 3 } as const
export type WithdrawalStatus = (typeof withdrawalStatus)[keyof typeof withdrawalStatus]

/** Only a withdrawal under review moves; paid, rejected and cancelled are final. */
export const withdrawalTransitions: Transitions<WithdrawalStatus> = { 0: [1, 2, 3], 1: [], 2: [], 3: [] }

/** Reads a stored `withStatus`; the legacy 5 means paid, unknown codes give `undefined`: `readWithdrawalStatus(5)` is 1. */
export const readWithdrawalStatus = (code: number): WithdrawalStatus | undefined => {
  if (code === 5) return withdrawalStatus.paid
  return code === 0 || code === 1 || code === 2 || code === 3 ? code : undefined
}

export interface Withdrawal {
  readonly amount: Money
  readonly fee: Money
  /** amount − fee, what reaches the bank account. */
  readonly received: Money
  readonly status: WithdrawalStatus
  /** The staff's reason, set when rejected. */
  readonly reason?: string
  readonly appliedAt: Instant
}

export interface WithdrawalRequest {
  /** `undefined` when the amount field is empty. */
  readonly amount: Money | undefined
  readonly realNameApproved: boolean
  readonly bankCardBound: boolean
  /** True when the funding password given is correct, or when the user has set none (the server checks the hash). */
  readonly fundingPasswordOk: boolean
  /** The A-share wall-clock time (Asia/Shanghai) as "HH:mm". */
  readonly localTime: string
  readonly tradingDay: boolean
  /** `demo` accepts withdrawals at any hour (DECISIONS §9). */
  readonly calendarMode: 'exchange' | 'demo'
  /** The stock account's available balance. */
  readonly available: Money
  readonly now: Instant
}

export type WithdrawalSettings = Pick<
  Settings,
  'withMinAmt' | 'withFeeSingle' | 'withFeePercent' | 'withTimeBegin' | 'withTimeEnd'
>

const inWindow = (request: WithdrawalRequest, settings: WithdrawalSettings): boolean =>
  request.calendarMode === 'demo' ||
  (request.tradingDay && isWithin(request.localTime, settings.withTimeBegin, settings.withTimeEnd))

const amountChecks = (amount: Money, request: WithdrawalRequest, settings: WithdrawalSettings) => [
  () => (amount.gt(0) ? undefined : domainError('withdrawalAmountNotPositive')),
  () => (hasAtMostTwoDecimals(amount) ? undefined : domainError('fundsAmountDecimals')),
  () =>
    amount.gte(settings.withMinAmt)
      ? undefined
      : domainError('withdrawalBelowMinimum', { min: M.format(settings.withMinAmt) }),
  () => {
    const fee = withdrawalFee(amount, settings)
    return amount.gt(fee) ? undefined : domainError('withdrawalFeeExceedsAmount', { fee: M.format(fee) })
  },
  () =>
    inWindow(request, settings)
      ? undefined
      : domainError('withdrawalOutsideHours', { begin: settings.withTimeBegin, end: settings.withTimeEnd }),
  // After a gap loss available may be ≤ 0 (DECISIONS §6); say so rather than "insufficient".
  () => (request.available.gt(0) ? undefined : domainError('withdrawalBalanceNotPositive')),
  () =>
    amount.lte(request.available)
      ? undefined
      : domainError('withdrawalInsufficient', { available: M.format(request.available) }),
]

/** The checks of DECISIONS §10 in order; the first refusal wins. */
export const checkWithdrawal = (request: WithdrawalRequest, settings: WithdrawalSettings): DomainError | undefined => {
  const { amount } = request
  return firstFailure([
    () => (request.realNameApproved ? undefined : domainError('withdrawalAuthenticateFirst')),
    () => (request.bankCardBound ? undefined : domainError('withdrawalBindBankCard')),
    () => (request.fundingPasswordOk ? undefined : domainError('withdrawalFundingPasswordWrong')),
    () => (amount === undefined ? domainError('withdrawalAmountRequired') : undefined),
    ...(amount === undefined ? [] : amountChecks(amount, request, settings)),
  ])
}

/**
 * Applies for a withdrawal: status 0, and the whole amount leaves available at once.
 * 1234.56 with defaults: fee 12.88, received 1221.68, available −1234.56.
 */
export const applyWithdrawal = (
  request: WithdrawalRequest,
  settings: WithdrawalSettings,
): Result<FundsStep<Withdrawal>> => {
  const refusal = checkWithdrawal(request, settings)
  if (refusal || request.amount === undefined) return fail(refusal ?? domainError('withdrawalAmountRequired'))
  const amount = request.amount
  const fee = withdrawalFee(amount, settings)
  const record: Withdrawal = {
    amount,
    fee,
    received: M.sub(amount, fee),
    status: withdrawalStatus.underReview,
    appliedAt: request.now,
  }
  return ok({ record, availableChange: M.neg(amount) })
}

const move = (withdrawal: Withdrawal, to: WithdrawalStatus, refund: Money): Result<FundsStep<Withdrawal>> =>
  canMove(withdrawalTransitions, withdrawal.status, to)
    ? ok({ record: { ...withdrawal, status: to }, availableChange: refund })
    : fail(domainError('withdrawalNotUnderReview'))

/** Finance pays the withdrawal out: status 1; the amount already left available on apply. */
export const payWithdrawal = (withdrawal: Withdrawal): Result<FundsStep<Withdrawal>> =>
  move(withdrawal, withdrawalStatus.paid, M.zero)

/** Finance rejects with a reason: status 2, and the whole amount (fee included) returns to available. */
export const rejectWithdrawal = (withdrawal: Withdrawal, reason: string): Result<FundsStep<Withdrawal>> => {
  if (reason.trim() === '') return fail(domainError('fundsReasonRequired'))
  const step = move(withdrawal, withdrawalStatus.rejected, withdrawal.amount)
  return step.ok ? ok({ ...step.value, record: { ...step.value.record, reason: reason.trim() } }) : step
}

/** The user cancels a withdrawal still under review: status 3, and the whole amount returns to available. */
export const cancelWithdrawal = (withdrawal: Withdrawal): Result<FundsStep<Withdrawal>> =>
  move(withdrawal, withdrawalStatus.cancelled, withdrawal.amount)
