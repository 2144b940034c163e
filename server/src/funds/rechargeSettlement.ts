import { createHash } from 'node:crypto'
import {
  type DomainError,
  domainError,
  type FundsStep,
  Money,
  PaymentNotification,
  Recharge,
  Result,
} from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { postNotice } from '../inbox/inboxRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import {
  closeRechargeOrder,
  dueRechargeOrders,
  findRechargeBySn,
  logNotification,
  type RechargeOrderRow,
  rechargeOrderOf,
} from './rechargeOrders.js'

/** Who closed an order and the note kept with it (bank reference, reason). */
export interface Closer {
  readonly settledBy: string
  readonly note: string
}

/**
 * Books one of core's steps on a waiting order, inside the caller's transaction: the status is recorded only while
 * the order still waits (so of two racing closers exactly one wins), and a credit goes through the engine as a
 * `creditDeposit` whose command id is the order's (`recharge:<orderSn>`), so it can never be booked twice, and the
 * investor gets a notice.
 * Answers false when the order had already been closed.
 */
export const bookRechargeStep = (
  db: SqlConnection,
  order: RechargeOrderRow,
  step: FundsStep<Recharge.RechargeOrder>,
  closer: Closer,
  now: number,
): boolean => {
  if (!closeRechargeOrder(db, order.orderSn, { status: step.record.status, ...closer, now }, order.userId)) return false
  if (step.availableChange.gt(0)) {
    const command = {
      type: 'creditDeposit',
      id: `recharge:${order.orderSn}`,
      rechargeId: order.orderSn,
      amount: step.availableChange,
    } as const
    const decision = executeCommand(db, order.userId, command, now)
    // A deposit of a positive amount cannot be refused; if it were, the whole transaction must not stand.
    if (!decision.ok) throw new Error(`deposit of ${order.orderSn} refused: ${decision.error.key}`)
    const amount = Money.format(step.availableChange)
    postNotice(db, order.userId, { key: 'noticeRechargeConfirmed', params: { amount } }, now)
  }
  return true
}

/** What a notification left: the order and its status (the first outcome, when it was already closed). */
export interface NoticeOutcome {
  readonly orderSn: string
  readonly orderStatus: Recharge.RechargeStatus
}

const refuse = (error: DomainError) => Result.fail(error)

/**
 * Acts on a verified notification, inside the caller's transaction (DECISIONS §17): a stale notice, an unknown order,
 * another provider's order or a different amount is refused; an order already closed changes nothing and answers its
 * first outcome; a waiting one is settled by core's `settleByNotice` (paid, failed, or cancelled when it arrives after
 * the 30-minute window). Every notice acted on is logged with the hash of its body.
 */
export const receiveNotice = (
  db: SqlConnection,
  provider: string,
  notice: PaymentNotification.PaymentNotice,
  rawBody: string,
  now: number,
): Result.Result<NoticeOutcome> => {
  if (!PaymentNotification.isFreshNotification(notice.sentAt, now))
    return refuse(domainError('paymentNotificationStale'))
  const order = findRechargeBySn(db, notice.orderSn)
  if (order === undefined || order.provider !== provider) {
    return refuse(domainError('rechargeUnknown', { orderSn: notice.orderSn }))
  }
  const invalid = PaymentNotification.checkNotice(notice, rechargeOrderOf(order), now)
  if (invalid) return refuse(invalid)
  let status = order.status
  if (order.status === Recharge.rechargeStatus.waiting) {
    const step = PaymentNotification.settleByNotice(rechargeOrderOf(order), notice.outcome, now)
    if (!step.ok) return step
    bookRechargeStep(db, order, step.value, { settledBy: `provider:${provider}`, note: '' }, now)
    status = step.value.record.status
  }
  const bodyHash = createHash('sha256').update(rawBody).digest('hex')
  logNotification(db, { orderSn: order.orderSn, bodyHash, outcome: notice.outcome, orderStatus: status, now })
  return Result.ok({ orderSn: order.orderSn, orderStatus: status })
}

/**
 * The expiry pass: every waiting order whose 30 minutes have run out at `now` is cancelled (status 3, nothing
 * credited) by core's `expireRecharge`. Run it inside one transaction; answers how many it cancelled.
 */
export const expireDueRecharges = (db: SqlConnection, now: number): number => {
  let cancelled = 0
  for (const order of dueRechargeOrders(db, now)) {
    const step = Recharge.expireRecharge(rechargeOrderOf(order), now)
    if (step.ok && bookRechargeStep(db, order, step.value, { settledBy: 'expiry', note: '' }, now)) cancelled++
  }
  return cancelled
}
