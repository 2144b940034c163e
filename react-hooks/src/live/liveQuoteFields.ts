import { Dec, Price } from '@bourse/core'
import type { SingleStock } from '../quoteStore.js'
import type { LiveQuote } from './liveConnection.js'

const decimalText = /^-?(0|[1-9]\d*)(\.\d+)?$/

/** A quote field as a decimal, or `undefined` when the market has none (null) or the text is not a number. */
const decimalOf = (value: string | number | null | undefined): Dec | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : undefined
  return typeof value === 'string' && decimalText.test(value) ? new Dec(value) : undefined
}

const priceOf = (value: string | number | null | undefined): Price.Price | undefined => {
  const decimal = decimalOf(value)
  return decimal === undefined || decimal.isNeg() ? undefined : Price.of(decimal)
}

/** The instrument's price (a stock's or futures' `nowPrice`, an index's `currentPoint`) from the quote channel. */
export const livePrice = (quote: LiveQuote): Price.Price | undefined =>
  priceOf(quote.kind === 'index' ? quote.fields.currentPoint : quote.fields.nowPrice)

/**
 * `/api/stock/getSingleStock.do`'s answer moved to the quote channel's latest state (the channel names its fields as
 * the REST lists do: `nowPrice`, `hcrate`, `delta`, `open`, `high`, `today_min`, `preclose_px`, `limitUp`,
 * `limitDown`, `isStop`): the same shape, so the screens read it as before.
 */
export const withLiveQuote = (answer: SingleStock, quote: LiveQuote): SingleStock => {
  const { fields } = quote
  const price = priceOf(fields.nowPrice) ?? answer.quote.price
  const change = decimalOf(fields.hcrate) ?? answer.stock.hcrate
  const low = priceOf(fields.today_min) ?? answer.quote.low
  const close = priceOf(fields.preclose_px) ?? answer.quote.close
  const limit = (field: 'limitUp' | 'limitDown') =>
    field in fields ? (priceOf(fields[field]) ?? null) : answer.quote[field]
  return {
    stock: {
      ...answer.stock,
      nowPrice: price,
      hcrate: change,
      today_min: low,
      preclose_px: close,
      isStop: fields.isStop === 1 || fields.isStop === '1' ? 1 : fields.isStop === undefined ? answer.stock.isStop : 0,
    },
    quote: {
      ...answer.quote,
      price,
      up: change,
      delta: decimalOf(fields.delta) ?? answer.quote.delta,
      open: priceOf(fields.open) ?? answer.quote.open,
      high: priceOf(fields.high) ?? answer.quote.high,
      low,
      close,
      limitUp: limit('limitUp'),
      limitDown: limit('limitDown'),
      time: quote.time,
    },
  }
}
