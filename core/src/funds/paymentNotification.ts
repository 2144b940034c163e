import { type DomainError, domainError } from '../errors/DomainError.js'
import { fail, ok, type Result } from '../errors/Result.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Instant } from '../time/Instant.js'
import { minute } from '../time/Instant.js'
import type { FundsStep } from './FundsStep.js'
import { expireRecharge, failRecharge, payRecharge, type RechargeOrder } from './recharge.js'

/** What a payment provider reports about an order: paid or failed. */
export type PaymentOutcome = 'paid' | 'failed'

/** A notification older (or further ahead) than this is refused as stale, so a captured one cannot be replayed later. */
export const notificationWindow = 5 * minute

/** What a verified notification says: which order, what happened, for how much, and when it was sent. */
export interface PaymentNotice {
  readonly orderSn: string
  readonly outcome: PaymentOutcome
  readonly amount: Money
  readonly sentAt: Instant
}

/**
 * True when a notification sent at `sentAt` may still be acted on at `now`: sent 10:00:00, it is fresh until
 * 10:05:00 inclusive and stale at 10:05:00.001; one dated more than 5 minutes ahead is refused as well.
 */
export const isFreshNotification = (sentAt: Instant, now: Instant): boolean =>
  Math.abs(now - sentAt) <= notificationWindow

/** Checks a verified notice against the stored order: it must be fresh and name the order's own amount. */
export const checkNotice = (notice: PaymentNotice, order: RechargeOrder, now: Instant): DomainError | undefined => {
  if (!isFreshNotification(notice.sentAt, now)) return domainError('paymentNotificationStale')
  return notice.amount.eq(order.amount) ? undefined : domainError('paymentNotificationInvalid')
}

/**
 * Applies a provider's outcome to a waiting order: paid → 1 (the amount credited), failed → 2. Arriving once the
 * 30-minute window has passed, the order is cancelled instead (3, nothing credited): a notice racing the expiry
 * and the expiry pass reach the same single outcome. A closed order is refused (`rechargeClosed`).
 */
export const settleByNotice = (
  order: RechargeOrder,
  outcome: PaymentOutcome,
  now: Instant,
): Result<FundsStep<RechargeOrder>> => {
  const step = outcome === 'paid' ? payRecharge(order, now) : failRecharge(order, now)
  if (step.ok || step.error.key !== 'rechargeExpired') return step
  return expireRecharge(order, now)
}

/**
 * Finance confirms a waiting order by hand with the bank's reference (DECISIONS §17): status 1, the amount credited.
 * Unlike a provider's notice it is not bound to the 30-minute window (a bank transfer may arrive later), but only an
 * order still waiting can be confirmed.
 */
export const confirmRechargeByHand = (order: RechargeOrder, reference: string): Result<FundsStep<RechargeOrder>> => {
  if (reference.trim() === '') return fail(domainError('rechargeReferenceRequired'))
  if (order.status !== 0) return fail(domainError('rechargeClosed'))
  return ok({ record: { ...order, status: 1 }, availableChange: order.amount })
}

/** Finance marks a waiting order failed by hand, with a reason: status 2, nothing credited. */
export const failRechargeByHand = (order: RechargeOrder, reason: string): Result<FundsStep<RechargeOrder>> => {
  if (reason.trim() === '') return fail(domainError('fundsReasonRequired'))
  if (order.status !== 0) return fail(domainError('rechargeClosed'))
  return ok({ record: { ...order, status: 2 }, availableChange: M.zero })
}
