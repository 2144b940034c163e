import { type Api, Money } from '@bourse/core'
import { gidOf, type Instrument } from '../market/Instrument.js'
import { changePercentOf, type Quote } from '../market/Quote.js'
import type { WatchlistEntry } from './watchlistRepository.js'

type WatchlistRowWire = typeof Api.WatchlistRow.Encoded

/**
 * A favourite row (trading spec §3) with the live quote: `id` is the stock's id (the client opens the chart with it),
 * `stockGid` the market prefix plus code, `hcrate` today's change in percent.
 */
export const watchlistRowWire = (instrument: Instrument, quote: Quote, entry: WatchlistEntry): WatchlistRowWire => {
  const change = changePercentOf(quote)
  return {
    id: instrument.id,
    stockName: instrument.name,
    stockCode: instrument.code,
    stockGid: gidOf(instrument),
    stock_type: instrument.market,
    stock_plate: instrument.board,
    nowPrice: quote.price.toFixed(2),
    hcrate: change.isZero() ? '0.00' : Money.toText(change),
    addTime: entry.addedAt,
  }
}
