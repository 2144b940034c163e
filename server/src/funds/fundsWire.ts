import { Api, Money } from '@bourse/core'
import type { RechargeOrderRow } from './rechargeOrders.js'
import type { WithdrawalRow } from './withdrawalRequests.js'

/** A withdrawal as `/user/withdraw/*` answers it: the card by its last 4 digits only. */
export const withdrawalWire = (row: WithdrawalRow): typeof Api.WithdrawalRecord.Encoded => ({
  id: row.id,
  withAmt: Money.toText(row.amount),
  withFee: Money.toText(row.fee),
  withStatus: row.status,
  withMsg: row.reason,
  bankName: row.bankName,
  bankAddress: row.bankAddress,
  bankNo: Api.maskTail(row.bankNoLast4),
  applyTime: row.appliedAt,
})

/** A top-up record as `/user/recharge/list.do` answers it. */
export const rechargeWire = (row: RechargeOrderRow): typeof Api.RechargeRecord.Encoded => ({
  id: row.id,
  orderSn: row.orderSn,
  payChannel: row.payChannel,
  payAmount: Money.toText(row.amount),
  orderStatus: row.status,
  createTime: row.createdAt,
})
