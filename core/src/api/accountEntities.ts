import { Schema } from 'effect'
import { balanceNames } from '../engine/Balances.js'
import { MoneyFromString } from './decimalText.js'
import { Flag, Id, MaskedText, Time } from './wireAtoms.js'

/** Real-name status (DECISIONS §11, reading C): 0 not verified, 1 under review, 2 approved, 3 rejected. */
export const RealNameStatus = Schema.Literal(0, 1, 2, 3)

/**
 * The signed-in user's account (both specs' "user info"): identity, the three accounts' balances, leverage options.
 * `idCard` and `panCode` are masked; encoding an unmasked number fails.
 */
export const UserInfo = Schema.Struct({
  id: Id,
  phone: Schema.String,
  realName: Schema.String,
  idCard: MaskedText,
  panCode: MaskedText,
  img1Key: Schema.NullOr(Schema.String),
  img2Key: Schema.NullOr(Schema.String),
  img3Key: Schema.NullOr(Schema.String),
  isActive: RealNameStatus,
  /** Why the real-name review failed; null unless `isActive` is 3. */
  authMsg: Schema.NullOr(Schema.String),
  /** Stock account: total, available, frozen margin, IPO frozen funds. */
  userAmt: MoneyFromString,
  enableAmt: MoneyFromString,
  allFreezAmt: MoneyFromString,
  djzj: MoneyFromString,
  /** Index account. */
  userIndexAmt: MoneyFromString,
  enableIndexAmt: MoneyFromString,
  allIndexFreezAmt: MoneyFromString,
  /** Futures account. */
  userFuturesAmt: MoneyFromString,
  enableFuturesAmt: MoneyFromString,
  allFuturesFreezAmt: MoneyFromString,
  /**
   * Margin-financing sub-accounts together (Bourse's addition, DECISIONS §20): their cash, their split positions'
   * margins, and what was borrowed; absent from servers that predate them (read as none).
   */
  enableFinancingAmt: Schema.optionalWith(MoneyFromString, { exact: true }),
  allFinancingFreezAmt: Schema.optionalWith(MoneyFromString, { exact: true }),
  financingBorrowed: Schema.optionalWith(MoneyFromString, { exact: true }),
  /** Floating P&L of open positions, net of accrued stay fees (DECISIONS §6). */
  allProfitAndLose: MoneyFromString,
  allIndexProfitAndLose: MoneyFromString,
  allFuturesProfitAndLose: MoneyFromString,
  /** Leverage options, "10/20/30". */
  siteLever: Schema.String,
  agentUrl: Schema.NullOr(Schema.String),
  /** True once a funding (withdrawal) password is set. */
  hasWithPwd: Schema.Boolean,
  /** True once a bank card is bound. */
  hasBankCard: Schema.Boolean,
})

/** `/user/funds/summary` data: total amount, frozen, profit and loss, available balance. */
export const FundsSummary = Schema.Struct({
  amount: MoneyFromString,
  freeze: MoneyFromString,
  pl: MoneyFromString,
  balance: MoneyFromString,
})

/** The user's bound bank card (reading B); only the last 4 digits of `bankNo` leave the server. */
export const BankInfo = Schema.Struct({
  bankName: Schema.String,
  bankNo: MaskedText,
  ifscCode: Schema.String,
  bankAddress: Schema.String,
  payeeName: Schema.String,
})

/** A receiving account shown on the recharge page; `isShow` 0 means show the details. */
export const ReceivingAccount = Schema.Struct({
  bankName: Schema.String,
  bankNo: Schema.String,
  bankAddress: Schema.String,
  payeeName: Schema.String,
  ifsc: Schema.String,
  isShow: Flag,
})

/** A pay channel of `/api/site/getPayInfo.do`; the default one is the sandbox (DECISIONS §10). */
export const PayChannel = Schema.Struct({
  channelName: Schema.String,
  channelType: Schema.String,
  channelAccount: Schema.String,
})

/** A top-up record: `orderStatus` 0 waiting, 1 success, 2 failure, 3 cancelled. */
export const RechargeRecord = Schema.Struct({
  id: Id,
  orderSn: Schema.String,
  /** 1 rupees (the only channel offered). */
  payChannel: Schema.Int,
  payAmount: MoneyFromString,
  orderStatus: Schema.Literal(0, 1, 2, 3),
  createTime: Time,
})

/**
 * A withdrawal: `withStatus` 0 under review, 1 paid, 2 rejected, 3 cancelled by the user; legacy 5 reads as paid.
 * The user receives `withAmt` − `withFee`.
 */
export const WithdrawalRecord = Schema.Struct({
  id: Id,
  withAmt: MoneyFromString,
  withFee: MoneyFromString,
  withStatus: Schema.Literal(0, 1, 2, 3, 5),
  withMsg: Schema.NullOr(Schema.String),
  bankName: Schema.String,
  bankAddress: Schema.String,
  bankNo: MaskedText,
  applyTime: Time,
})

/** One fund-flow (journal) entry: what happened, the signed amount, the balance after, when (DECISIONS §1). */
export const FundFlow = Schema.Struct({
  id: Id,
  /** The journal entry type, e.g. "recharge", "margin", "buyFee". */
  deType: Schema.String,
  deSummary: Schema.String,
  deAmt: MoneyFromString,
  afterAmt: MoneyFromString,
  /** Which account: stock, index or futures (a financing line reads stock here; `balance` names it). */
  account: Schema.Literal('stock', 'index', 'futures'),
  /**
   * The sub-balance the line moved and whose balance `afterAmt` is (DECISIONS §20: every view of a balance names its
   * sub-account): e.g. `stock.available`, `stock.frozen`, `stock.ipoFrozen`, `index.available`, `financing.debt`.
   */
  balance: Schema.Literal(...balanceNames),
  /** The order or record it belongs to. */
  orderSn: Schema.NullOr(Schema.String),
  addTime: Time,
})

/** An in-app message of `/user/cash/getMessagelist.do` (e.g. the daily liquidation warning). */
export const UserMessage = Schema.Struct({
  id: Id,
  title: Schema.String,
  content: Schema.String,
  isRead: Flag,
  addTime: Time,
})
