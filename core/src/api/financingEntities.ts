import { Schema } from 'effect'
import { MoneyFromString, RateFromString } from './decimalText.js'
import { Count, Id, Time } from './wireAtoms.js'

/** A margin-financing product a user can apply for (`getFundsTypeList.do`). */
export const FundsType = Schema.Struct({
  id: Id,
  name: Schema.String,
  /** Leverage options, "2/3/5". */
  lever: Schema.String,
  days: Count,
  minMargin: MoneyFromString,
  maxMargin: MoneyFromString,
  /** Management fee rate per day: fee = round2(borrowed × rate × days). */
  manageRate: RateFromString,
})

/** Financing settings (`getFundsSetting.do`): the warning and unwind ratios (DECISIONS §10, defaults 0.75, 0.82). */
export const FundsSetting = Schema.Struct({
  warningRatio: RateFromString,
  unwindRatio: RateFromString,
  enabled: Schema.Boolean,
})

/**
 * A financing application or sub-account order: status 0 pending review, 1 active, 2 rejected, 3 expired, 4 ended.
 * Borrowed (`fundsAmount`) = margin × lever; lineWarning = round2(margin × warningRatio + borrowed).
 */
export const FinancingOrder = Schema.Struct({
  id: Id,
  orderNumber: Schema.String,
  subaccountNumber: Schema.NullOr(Schema.String),
  typeId: Id,
  typeName: Schema.String,
  lever: Schema.Int.pipe(Schema.positive()),
  days: Count,
  margin: MoneyFromString,
  fundsAmount: MoneyFromString,
  totalTradingAmount: MoneyFromString,
  manageFee: MoneyFromString,
  lineWarning: MoneyFromString,
  lineUnwind: MoneyFromString,
  status: Schema.Literal(0, 1, 2, 3, 4),
  /** The staff's reason when rejected. */
  reason: Schema.NullOr(Schema.String),
  /** Sub-account cash, margins of its open positions, and its assets at the live prices (what the lines watch). */
  enableAmt: MoneyFromString,
  freezeAmt: MoneyFromString,
  assets: MoneyFromString,
  /** Σ open split positions' value at their opening price. */
  orderTotalPrice: MoneyFromString,
  /** P&L of its closed positions less every charge, plus the open ones' at the live prices, less management fees. */
  allProfitAndLose: MoneyFromString,
  /** What went back to the stock account when it ended. */
  returnedAmt: Schema.NullOr(MoneyFromString),
  addTime: Time,
  approveTime: Schema.NullOr(Time),
  endTime: Schema.NullOr(Time),
})

/** An active sub-account a split-position order can use. */
export const SubAccount = Schema.Struct({
  subaccountNumber: Schema.String,
  enableAmt: MoneyFromString,
  totalTradingAmount: MoneyFromString,
  lineWarning: MoneyFromString,
  lineUnwind: MoneyFromString,
  assets: MoneyFromString,
  endTime: Time,
})
