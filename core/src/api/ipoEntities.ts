import { Schema } from 'effect'
import { MoneyFromString, PriceFromString } from './decimalText.js'
import { Count, Id, MarketCode, Time } from './wireAtoms.js'

/** 1 online (pay after winning), 2 placement (pay when applying) (DECISIONS §8). */
export const IpoType = Schema.Literal(1, 2)

/** A new-share listing (trading spec §3, DECISIONS §8). */
export const IpoItem = Schema.Struct({
  id: Id,
  name: Schema.String,
  code: Schema.String,
  stockType: MarketCode,
  /** Issue price. */
  price: PriceFromString,
  /** Most shares per application. */
  orderNumber: Count,
  minQuantity: Count,
  type: IpoType,
  /** Application deadline. */
  subscribeTime: Time,
  /** Payment deadline (type 1). */
  payEndTime: Time,
  /** Listing date. */
  subscriptionTime: Time,
})

/** An IPO application: status 1 applied, 2 not allotted or forfeited, 3 allotted, 4 paid, 5 listed as a position. */
export const IpoApplication = Schema.Struct({
  id: Id,
  newName: Schema.String,
  newCode: Schema.String,
  type: IpoType,
  status: Schema.Literal(1, 2, 3, 4, 5),
  buyPrice: PriceFromString,
  /** Shares applied for. */
  applyNums: Count,
  /** Shares allotted by the lottery (0 before it). */
  applyNumber: Count,
  /** Amount held in IPO frozen funds (`djzj`) for this application. */
  frozenAmt: MoneyFromString,
  addTime: Time,
  payEndTime: Time,
})
