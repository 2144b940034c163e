import { Schema } from 'effect'
import { ChangeFromString, MoneyFromString, PriceFromString, RateFromString } from './decimalText.js'
import { Count, Flag, Id, MarketCode, Time } from './wireAtoms.js'

/** A stock row of the market lists (trading spec §3), money and prices as decimal text. */
export const Stock = Schema.Struct({
  id: Id,
  code: Schema.String,
  name: Schema.String,
  /** The English name, shown in English mode (Bourse's addition; absent from older servers, then `name` is shown). */
  nameEn: Schema.optionalWith(Schema.String, { exact: true }),
  /** Market code and board letters plus code, e.g. "sh600519". */
  gid: Schema.String,
  nowPrice: PriceFromString,
  /** Today's change in percent, e.g. "-3.25". */
  hcrate: ChangeFromString,
  stock_type: MarketCode,
  stockType: MarketCode,
  market: MarketCode,
  /** Board: "main", "star", "chinext", "bj", "hk", "us"; it selects the price-limit band (DECISIONS §4). */
  stockPlate: Schema.String,
  /** Pinyin initials or ticker letters used by search. */
  stockSpell: Schema.String,
  preclose_px: PriceFromString,
  /** Today's low so far. */
  today_min: PriceFromString,
  /** 1 when the stock is in the caller's watchlist (0 for visitors). */
  isOption: Flag,
  /** 1 when trading is suspended (DECISIONS §2 check 4). */
  isStop: Flag,
})

/** The detail quote beside a stock: price, change (`delta`), change percent (`up`), today's range, price limits. */
export const StockQuote = Schema.Struct({
  price: PriceFromString,
  delta: ChangeFromString,
  up: ChangeFromString,
  open: PriceFromString,
  high: PriceFromString,
  low: PriceFromString,
  /** The previous close, from which the limits are computed (DECISIONS §4). */
  close: PriceFromString,
  market: MarketCode,
  /** Null where the market has no limits (HK, US). */
  limitUp: Schema.NullOr(PriceFromString),
  limitDown: Schema.NullOr(PriceFromString),
  time: Time,
})

/** `/api/stock/getSingleStock.do` data: the stock and its quote. */
export const SingleStock = Schema.Struct({ stock: Stock, quote: StockQuote })

const contractFields = {
  id: Id,
  floatPoint: ChangeFromString,
  floatRate: ChangeFromString,
  /** 1 tradable; anything else refuses orders ("the index cannot be traded now"). */
  transState: Schema.Int,
  /** Deposit per hand at lever 1: deposit = round2(depositAmt × hands ÷ lever) (DECISIONS §7). */
  depositAmt: MoneyFromString,
  /** Rupees per point per hand. */
  eachPoint: MoneyFromString,
  minNum: Count,
  maxNum: Count,
  /** Fee per hand, charged at open. */
  transFee: MoneyFromString,
  /** Leverage options, "10/20/30". */
  siteLever: Schema.String,
  listShow: Flag,
}

/** A stock index contract (trading spec §3). */
export const Index = Schema.Struct({
  ...contractFields,
  indexName: Schema.String,
  /** The English name, shown in English mode (Bourse's addition; `indexName` when absent). */
  indexNameEn: Schema.optionalWith(Schema.String, { exact: true }),
  indexCode: Schema.String,
  indexGid: Schema.String,
  currentPoint: PriceFromString,
})

/** A futures contract, gold among them; the spec does not show its fields, so they mirror `Index`. */
export const Futures = Schema.Struct({
  ...contractFields,
  futuresName: Schema.String,
  /** The English name, shown in English mode (Bourse's addition; `futuresName` when absent). */
  futuresNameEn: Schema.optionalWith(Schema.String, { exact: true }),
  futuresCode: Schema.String,
  futuresGid: Schema.String,
  nowPrice: PriceFromString,
})

/** A watchlist (favourites) row. */
export const WatchlistRow = Schema.Struct({
  id: Id,
  stockName: Schema.String,
  stockCode: Schema.String,
  /** Market prefix plus code, e.g. "sz000001". */
  stockGid: Schema.String,
  stock_type: MarketCode,
  stock_plate: Schema.String,
  nowPrice: PriceFromString,
  hcrate: ChangeFromString,
  addTime: Time,
})

/** A strong-buy (limit-up queue) row; `price` is in thousandths of a rupee, as the spec's client divides by 1000. */
export const StrongBuyItem = Schema.Struct({
  id: Id,
  name: Schema.String,
  code: Schema.String,
  stockType: MarketCode,
  /** Limit-up price × 1000, e.g. 11550 for 11.55. */
  price: Schema.NonNegativeInt,
  hcrate: ChangeFromString,
})

/** A strong-buy application: filled at session end at limit-up by lottery, the rest refunded (DECISIONS §8). */
export const StrongBuyApplication = Schema.Struct({
  id: Id,
  stockName: Schema.String,
  stockCode: Schema.String,
  buyNum: Count,
  price: PriceFromString,
  frozenAmt: MoneyFromString,
  /** 0 waiting for the session end, 1 filled (in part or whole), 2 not filled and refunded. */
  status: Schema.Literal(0, 1, 2),
  filledNum: Count,
  addTime: Time,
})

/** A block-trade product: a stock offered at a discount, lever 1, with a minimum quantity (DECISIONS §8). */
export const BlockTradeItem = Schema.Struct({
  id: Id,
  stockName: Schema.String,
  stockCode: Schema.String,
  stockType: MarketCode,
  price: PriceFromString,
  nowPrice: PriceFromString,
  /** Minimum shares per order. */
  minNum: Count,
})

/** `/api/user/findSpreadRateOne.do` data: the highest matching spread rate, 0 if none (DECISIONS §3). */
export const SpreadRateData = Schema.Struct({ spreadRate: RateFromString })
