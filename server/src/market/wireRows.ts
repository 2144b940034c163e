import { type Api, formatSiteLever, Money, type Price, type Settings } from '@bourse/core'
import { gidOf, type Instrument } from './Instrument.js'
import type { MarketService } from './MarketService.js'
import { changeOf, changePercentOf, type Quote } from './Quote.js'
import { englishNameOf } from './universe.js'

type StockWire = typeof Api.Stock.Encoded
type QuoteWire = typeof Api.StockQuote.Encoded
type IndexWire = typeof Api.Index.Encoded
type FuturesWire = typeof Api.Futures.Encoded

/** A price as the market rows write it: 2 decimals. */
export const priceText = (value: Price.Price): string => value.toFixed(2)
const price = priceText

/** A signed 2-decimal change; a zero is "0.00", never "-0.00". */
export const changeText = (value: Money.Money | Price.Price): string => {
  const rounded = Money.round(value)
  return rounded.isZero() ? '0.00' : rounded.toFixed(2)
}
const change = changeText

/**
 * Wire rows of the last quote object seen per code (the market replaces a quote when it moves): between two ticks,
 * every read of the same stock formats the same decimals, so they are formatted once. Shared: never mutate them.
 */
interface Formatted {
  readonly instrument: Instrument
  readonly quote: Quote
  readonly rows: [StockWire | undefined, StockWire | undefined]
  detail?: { readonly limits: ReturnType<MarketService['limits']>; readonly wire: QuoteWire }
}

const formatted = new Map<string, Formatted>()

const formattedOf = (instrument: Instrument, quote: Quote): Formatted => {
  let entry = formatted.get(instrument.code)
  if (entry?.quote !== quote || entry.instrument !== instrument) {
    entry = { instrument, quote, rows: [undefined, undefined] }
    formatted.set(instrument.code, entry)
  }
  return entry
}

/** A stock row of the market lists (trading spec §3); `isOption` is 1 when it is in the caller's watchlist. */
export const stockRow = (instrument: Instrument, quote: Quote, isOption: boolean): StockWire => {
  const { rows } = formattedOf(instrument, quote)
  const index = isOption ? 1 : 0
  rows[index] ??= formatStockRow(instrument, quote, isOption)
  return rows[index]
}

const formatStockRow = (instrument: Instrument, quote: Quote, isOption: boolean): StockWire => ({
  id: instrument.id,
  code: instrument.code,
  name: instrument.name,
  nameEn: englishNameOf(instrument),
  gid: gidOf(instrument),
  nowPrice: price(quote.price),
  hcrate: change(changePercentOf(quote)),
  stock_type: instrument.market,
  stockType: instrument.market,
  market: instrument.market,
  stockPlate: instrument.board,
  stockSpell: instrument.spell,
  preclose_px: price(quote.prevClose),
  today_min: price(quote.low),
  isOption: isOption ? 1 : 0,
  isStop: instrument.suspended ? 1 : 0,
})

/** The detail quote: price, change, change %, today's range, the previous close and today's limits. */
export const stockQuote = (instrument: Instrument, quote: Quote, market: MarketService): QuoteWire => {
  const limits = market.limits(instrument.code)
  const entry = formattedOf(instrument, quote)
  if (entry.detail === undefined || entry.detail.limits !== limits) {
    entry.detail = { limits, wire: formatStockQuote(instrument, quote, limits) }
  }
  return entry.detail.wire
}

const formatStockQuote = (
  instrument: Instrument,
  quote: Quote,
  limits: ReturnType<MarketService['limits']>,
): QuoteWire => {
  return {
    price: price(quote.price),
    delta: change(changeOf(quote) as Price.Price),
    up: change(changePercentOf(quote)),
    open: price(quote.open),
    high: price(quote.high),
    low: price(quote.low),
    close: price(quote.prevClose),
    market: instrument.market,
    limitUp: limits ? price(limits.limitUp) : null,
    limitDown: limits ? price(limits.limitDown) : null,
    time: quote.updatedAt,
  }
}

const contractFields = (instrument: Instrument, quote: Quote, settings: Settings) => {
  const terms = instrument.contract
  return {
    id: instrument.id,
    floatPoint: change(changeOf(quote) as Price.Price),
    floatRate: change(changePercentOf(quote)),
    transState: instrument.suspended ? 0 : (terms?.transState ?? 0),
    depositAmt: terms?.depositAmt ?? '0.00',
    eachPoint: terms?.eachPoint ?? '0.00',
    minNum: terms?.minNum ?? 0,
    maxNum: terms?.maxNum ?? 0,
    transFee: terms?.transFee ?? '0.00',
    siteLever: formatSiteLever(settings.siteLever),
    listShow: terms?.listShow ?? 0,
  }
}

/** An index row (trading spec §3): points as prices, contract terms from the instrument (DECISIONS §7). */
export const indexRow = (instrument: Instrument, quote: Quote, settings: Settings): IndexWire => ({
  ...contractFields(instrument, quote, settings),
  indexName: instrument.name,
  indexNameEn: englishNameOf(instrument),
  indexCode: instrument.code,
  indexGid: gidOf(instrument),
  currentPoint: price(quote.price),
})

/** A futures row, shaped like the index row (the spec does not show its fields). */
export const futuresRow = (instrument: Instrument, quote: Quote, settings: Settings): FuturesWire => ({
  ...contractFields(instrument, quote, settings),
  futuresName: instrument.name,
  futuresNameEn: englishNameOf(instrument),
  futuresCode: instrument.code,
  futuresGid: gidOf(instrument),
  nowPrice: price(quote.price),
})
