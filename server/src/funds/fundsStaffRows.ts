import { Api, Money } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserById } from '../users/usersRepository.js'
import type { RechargeOrderRow } from './rechargeOrders.js'
import { rechargePage } from './rechargeOrders.js'
import type { WithdrawalRow } from './withdrawalRequests.js'
import { withdrawalPage } from './withdrawalRequests.js'

/** A withdrawal as finance sees it (`Api.StaffWithdrawal`): the owner's phone and real name, the card's last 4 digits. */
export const staffWithdrawal = (db: SqlConnection, row: WithdrawalRow): typeof Api.StaffWithdrawal.Encoded => {
  const user = findUserById(db, row.userId)
  return {
    id: row.id,
    phone: user?.phone ?? '',
    realName: user?.realName ?? '',
    amount: Money.toText(row.amount),
    fee: Money.toText(row.fee),
    received: Money.toText(Money.sub(row.amount, row.fee)),
    status: row.status,
    reason: row.reason,
    bankName: row.bankName,
    bankAddress: row.bankAddress,
    bankNo: Api.maskTail(row.bankNoLast4),
    appliedAt: row.appliedAt,
    settledAt: row.settledAt,
    settledBy: row.settledBy,
  }
}

/** A recharge order as finance sees it (`Api.StaffRecharge`). */
export const staffRecharge = (db: SqlConnection, row: RechargeOrderRow): typeof Api.StaffRecharge.Encoded => ({
  id: row.id,
  orderSn: row.orderSn,
  phone: findUserById(db, row.userId)?.phone ?? '',
  amount: Money.toText(row.amount),
  status: row.status,
  provider: row.provider,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  settledAt: row.settledAt,
  settledBy: row.settledBy,
  note: row.note,
})

/**
 * The money section of the whole-account look-up (`Api.FundsLookupSection`): the user's withdrawals under review and
 * recharges still waiting, oldest first (at most 50 each).
 */
export const fundsLookupSection = (db: SqlConnection, userId: number): typeof Api.FundsLookupSection.Encoded => {
  const page = { userId, status: 0, pageNum: 1, pageSize: 50, oldestFirst: true }
  return {
    withdrawalsUnderReview: withdrawalPage(db, page).rows.map((row) => staffWithdrawal(db, row)),
    rechargesWaiting: rechargePage(db, page).rows.map((row) => staffRecharge(db, row)),
  }
}
