import { Schema } from 'effect'
import { MoneyFromString, PriceFromString } from './decimalText.js'
import { BuyTypeCode, Count, DirectionText, Id, PositionState, Time } from './wireAtoms.js'

/**
 * Why a position was closed: by its owner, by take-profit or stop-loss, by the risk loop, or at `stayMaxDays`; a split
 * position (margin financing) also at its sub-account's unwind line or when the sub-account expired.
 */
export const CloseReason = Schema.Literal(
  'user',
  'takeProfit',
  'stopLoss',
  'liquidation',
  'stayMaxDays',
  'unwind',
  'expiry',
)

/**
 * An open or closed stock position with the spec's field names (trading spec §3, DECISIONS §2).
 * Every charge is already rounded; `allProfitAndLose` = `profitAndLose` − `orderFee` − `orderSpread` − `spreadRatePrice` − `orderStayFee`.
 */
export const Position = Schema.Struct({
  id: Id,
  positionSn: Schema.String,
  buyOrderId: Schema.String,
  /** 0 open, 1 closed. */
  state: PositionState,
  stockName: Schema.String,
  stockCode: Schema.String,
  stockPlate: Schema.String,
  orderDirection: DirectionText,
  /** Shares (hands × 100). */
  orderNum: Count,
  lever: Schema.Int.pipe(Schema.positive()),
  buyOrderPrice: PriceFromString,
  /** The current price while open, the close price once closed. */
  now_price: PriceFromString,
  marketPrice: PriceFromString,
  /** The stock's previous close when read (Bourse's addition, for the day's P&L of DECISIONS §20). */
  preClose: Schema.optionalWith(PriceFromString, { exact: true }),
  /** Open notional: buyOrderPrice × orderNum. */
  orderTotalPrice: MoneyFromString,
  margin: MoneyFromString,
  /** Buy fee, plus the sell fee once closed. */
  orderFee: MoneyFromString,
  /** Stamp duty (the spec's name for it). */
  orderSpread: MoneyFromString,
  /** The spread charge (DECISIONS §3). */
  spreadRatePrice: MoneyFromString,
  orderStayFee: MoneyFromString,
  orderStayDays: Count,
  /** (price − open) × shares, negated for a short; at the current price while open. */
  profitAndLose: MoneyFromString,
  allProfitAndLose: MoneyFromString,
  profitTarget: Schema.NullOr(PriceFromString),
  stopLoss: Schema.NullOr(PriceFromString),
  buyOrderTime: Time,
  sellOrderTime: Schema.NullOr(Time),
  sellOrderPrice: Schema.NullOr(PriceFromString),
  closeReason: Schema.NullOr(CloseReason),
  /** The margin-financing sub-account it was bought in, if any. */
  subaccountNumber: Schema.NullOr(Schema.String),
})

const contractPositionFields = {
  id: Id,
  positionSn: Schema.String,
  state: PositionState,
  orderDirection: DirectionText,
  /** Hands. */
  orderNum: Count,
  lever: Schema.Int.pipe(Schema.positive()),
  buyOrderPrice: PriceFromString,
  now_price: PriceFromString,
  /** The contract's previous close point when read (Bourse's addition, for the day's P&L of DECISIONS §20). */
  preClose: Schema.optionalWith(PriceFromString, { exact: true }),
  /** Rupees per point per hand. */
  eachPoint: MoneyFromString,
  /** Deposit = round2(depositAmt × hands ÷ lever) (DECISIONS §7). */
  margin: MoneyFromString,
  /** round2(transFee × hands), charged at open. */
  orderFee: MoneyFromString,
  /** (close − open) points × eachPoint × hands, negated for a short. */
  profitAndLose: MoneyFromString,
  allProfitAndLose: MoneyFromString,
  buyOrderTime: Time,
  sellOrderTime: Schema.NullOr(Time),
  sellOrderPrice: Schema.NullOr(PriceFromString),
  closeReason: Schema.NullOr(CloseReason),
}

/** An index contract position. */
export const IndexPosition = Schema.Struct({
  ...contractPositionFields,
  indexName: Schema.String,
  indexCode: Schema.String,
})

/** A futures contract position. */
export const FuturesPosition = Schema.Struct({
  ...contractPositionFields,
  futuresName: Schema.String,
  futuresCode: Schema.String,
})

/** A pending (limit) order (DECISIONS §5): status 0 waiting, 1 filled, 2 failed or expired, 3 cancelled. */
export const PendingOrder = Schema.Struct({
  id: Id,
  stockName: Schema.String,
  stockCode: Schema.String,
  /** 0 long, 1 short. */
  buyType: BuyTypeCode,
  status: Schema.Literal(0, 1, 2, 3),
  /** Shares. */
  num: Count,
  lever: Schema.Int.pipe(Schema.positive()),
  /** The target price. */
  limitPrice: PriceFromString,
  /** The price when the order was placed; the order triggers when the price reaches the target from this side. */
  marketPrice: PriceFromString,
  profitTarget: Schema.NullOr(PriceFromString),
  stopLoss: Schema.NullOr(PriceFromString),
  /** Margin plus opening charges at the target price, frozen until fill, cancel or expiry. */
  frozenAmt: MoneyFromString,
  addTime: Time,
  /** End of the `pendingOrderDays`-th trading day. */
  endTime: Time,
  /** Why it failed or expired (a message key), null otherwise. */
  failReason: Schema.NullOr(Schema.String),
  /** The position it opened once filled. */
  positionSn: Schema.NullOr(Schema.String),
})

/** A block-trade order record: lever 1, ordinary charges. */
export const BlockTradeRecord = Schema.Struct({
  id: Id,
  stockName: Schema.String,
  stockCode: Schema.String,
  num: Count,
  price: PriceFromString,
  orderTotalPrice: MoneyFromString,
  orderFee: MoneyFromString,
  positionSn: Schema.String,
  addTime: Time,
})
