import { Money, type Price } from '@bourse/core'

/** The live state of one instrument in its current trading day; prices are exact decimals. */
export interface Quote {
  readonly code: string
  readonly price: Price.Price
  /** The previous trading day's close, from which A-share limits are computed (DECISIONS §4). */
  readonly prevClose: Price.Price
  readonly open: Price.Price
  readonly high: Price.Price
  readonly low: Price.Price
  readonly volume: number
  readonly amount: Money.Money
  /** The exchange-local trading date this quote belongs to, "YYYY-MM-DD". */
  readonly tradingDay: string
  readonly updatedAt: number
}

/** Today's change in price (`delta`): price − previous close. */
export const changeOf = (quote: Quote) => quote.price.minus(quote.prevClose)

/**
 * Today's change in percent, rounded half-up to 2 decimals (`hcrate`, `up`): 10.50 after 10.00 is "5.00";
 * a zero previous close gives 0.
 */
export const changePercentOf = (quote: Quote) =>
  quote.prevClose.isZero() ? Money.zero : Money.round(changeOf(quote).dividedBy(quote.prevClose).times(100))

/** A quote opening a trading day at `price`: open, high, low and close all equal it, nothing traded yet. */
export const openingQuote = (
  code: string,
  price: Price.Price,
  prevClose: Price.Price,
  tradingDay: string,
  at: number,
): Quote => ({
  code,
  price,
  prevClose,
  open: price,
  high: price,
  low: price,
  volume: 0,
  amount: Money.zero,
  tradingDay,
  updatedAt: at,
})
