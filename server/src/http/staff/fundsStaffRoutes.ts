import { Api, type DomainError, domainError, Money, PaymentNotification } from '@bourse/core'
import { staffRecharge, staffWithdrawal } from '../../funds/fundsStaffRows.js'
import { findRechargeBySn, type RechargeOrderRow, rechargeOrderOf } from '../../funds/rechargeOrders.js'
import { bookRechargeStep } from '../../funds/rechargeSettlement.js'
import { settleWithdrawal, unknownWithdrawal } from '../../funds/withdrawalCommands.js'
import { findWithdrawal, storePayoutReference, type WithdrawalRow } from '../../funds/withdrawalRequests.js'
import { type Notice, postNotice } from '../../inbox/inboxRepository.js'
import { instructPayout } from '../../payments/providerRecords.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success } from '../envelope.js'
import { type StaffHandler, staffRoute } from './staffRoute.js'

/** Rows of status 0 with an id above `afterId`, oldest first. */
const queueOf = <R>(db: SqlConnection, table: string, afterId: number, limit: number, read: (id: number) => R) =>
  (
    db.prepare(`SELECT id FROM ${table} WHERE status = 0 AND id > ? ORDER BY id LIMIT ?`).all(afterId, limit) as {
      id: number
    }[]
  ).map((row) => read(row.id))

/** What the investor reads once finance has paid or rejected their withdrawal. */
const withdrawalNotice = (row: WithdrawalRow): Notice =>
  row.status === 1
    ? {
        key: 'noticeWithdrawalPaid',
        params: {
          amount: Money.format(Money.sub(row.amount, row.fee)),
          fee: Money.format(row.fee),
          bankNo: Api.maskTail(row.bankNoLast4),
        },
      }
    : { key: 'noticeWithdrawalRejected', params: { amount: Money.format(row.amount), reason: row.reason ?? '' } }

const rechargeById = (db: SqlConnection, id: number): RechargeOrderRow => {
  const row = db.prepare('SELECT order_sn FROM recharge_orders WHERE id = ?').get(id) as { order_sn: string }
  return findRechargeBySn(db, row.order_sn) as RechargeOrderRow
}

/**
 * Finance's side of money in and out on `/staff-api` (DECISIONS §16, §17): the withdrawal and recharge queues (finance,
 * auditor), paying or rejecting a withdrawal (with a reason, refunded), and confirming (with the bank reference) or
 * failing a waiting recharge by hand. Each runs in `staffRoute`'s transaction with its audit row; the status is read
 * inside it, so of two concurrent reviews of one object the second is refused.
 */
export const fundsStaffRoutes: RouteModule = (app, context) => {
  const { db } = context
  const byStaff = (name: string) => `staff:${name}`

  staffRoute(app, context, '/withdrawals/queue', ({ payload }) =>
    success(
      queueOf(db, 'withdrawal_requests', payload.afterId, payload.limit, (id) =>
        staffWithdrawal(db, findWithdrawal(db, id) as WithdrawalRow),
      ),
    ),
  )

  const settleByFinance =
    (type: 'payWithdrawal' | 'rejectWithdrawal'): StaffHandler<'/withdrawals/pay' | '/withdrawals/reject'> =>
    ({ payload, staff, language, now }) => {
      const row = findWithdrawal(db, payload.id)
      if (row === undefined) return refusalOf(unknownWithdrawal(payload.id), language)
      const reason = 'reason' in payload ? { reason: payload.reason } : {}
      const settled = settleWithdrawal(db, row, { type, ...reason, settledBy: byStaff(staff.name) }, now)
      if (!settled.ok) return refusalOf(settled.error, language)
      // Paying sends the provider a payout instruction of what the investor receives; its reference is kept.
      if (type === 'payWithdrawal')
        storePayoutReference(
          db,
          row.id,
          instructPayout(db, { withdrawalId: row.id, userId: row.userId, amount: Money.sub(row.amount, row.fee) }, now),
        )
      postNotice(db, row.userId, withdrawalNotice(settled.value), now)
      return success(staffWithdrawal(db, settled.value))
    }
  staffRoute(app, context, '/withdrawals/pay', settleByFinance('payWithdrawal'))
  staffRoute(app, context, '/withdrawals/reject', settleByFinance('rejectWithdrawal'))

  staffRoute(app, context, '/recharges/queue', ({ payload }) =>
    success(
      queueOf(db, 'recharge_orders', payload.afterId, payload.limit, (id) => staffRecharge(db, rechargeById(db, id))),
    ),
  )

  const review = (
    orderSn: string,
    decide: (order: RechargeOrderRow) => ReturnType<typeof PaymentNotification.confirmRechargeByHand>,
    note: string,
    staffName: string,
    now: number,
  ): { ok: true; row: RechargeOrderRow } | { ok: false; error: DomainError } => {
    const order = findRechargeBySn(db, orderSn)
    if (order === undefined) return { ok: false, error: domainError('rechargeUnknown', { orderSn }) }
    const step = decide(order)
    if (!step.ok) return { ok: false, error: step.error }
    if (!bookRechargeStep(db, order, step.value, { settledBy: byStaff(staffName), note }, now)) {
      return { ok: false, error: domainError('rechargeClosed') }
    }
    return { ok: true, row: findRechargeBySn(db, orderSn) as RechargeOrderRow }
  }

  staffRoute(app, context, '/recharges/confirm', ({ payload, staff, language, now }) => {
    const done = review(
      payload.orderSn,
      (order) => PaymentNotification.confirmRechargeByHand(rechargeOrderOf(order), payload.reference),
      payload.reference,
      staff.name,
      now,
    )
    return done.ok ? success(staffRecharge(db, done.row)) : refusalOf(done.error, language)
  })

  staffRoute(app, context, '/recharges/fail', ({ payload, staff, language, now }) => {
    const done = review(
      payload.orderSn,
      (order) => PaymentNotification.failRechargeByHand(rechargeOrderOf(order), payload.reason),
      payload.reason,
      staff.name,
      now,
    )
    return done.ok ? success(staffRecharge(db, done.row)) : refusalOf(done.error, language)
  })
}
