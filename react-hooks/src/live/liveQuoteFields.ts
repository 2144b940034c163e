import { type Api, Dec, Price } from '@bourse/core'
import type { LiveQuote } from './liveConnection.js'

type SingleStock = Api.DataOf<'/api/stock/getSingleStock.do'>

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

/**
 * A list row (a market list's stock, an index, a futures contract, a favourite) moved to the quote channel's latest
 * state: each field the channel sends under the row's own name takes the new value, as a decimal where the row holds
 * one and a number where it holds a number (the channel names its fields as the REST lists do). The same row when
 * nothing it shows changed.
 */
export const withLiveFields = <Row extends object>(row: Row, quote: LiveQuote): Row => {
  let moved: Record<string, unknown> | undefined
  const held = row as Record<string, unknown>
  for (const [field, value] of Object.entries(quote.fields)) {
    if (!(field in held)) continue
    const before = held[field]
    const next = Dec.isDecimal(before)
      ? decimalOf(value)
      : typeof before === 'number' && value !== null && Number.isFinite(Number(value))
        ? Number(value)
        : undefined
    if (next === undefined || (Dec.isDecimal(before) ? (before as Dec).eq(next as Dec) : before === next)) continue
    moved ??= { ...held }
    moved[field] = next
  }
  return (moved as Row | undefined) ?? row
}
