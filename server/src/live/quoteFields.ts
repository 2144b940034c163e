import type { Live, Price } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'
import { changeOf, changePercentOf, type Quote } from '../market/Quote.js'
import { changeText, priceText } from '../market/wireRows.js'

/** What the quote channel reads of the market: instruments, their quotes, today's limits, and when it ticks. */
export type LiveMarket = Pick<MarketService, 'instrument' | 'quote' | 'limits' | 'onTick'>

/**
 * An instrument's quote as the quote channel sends it (issue 36), fields named as the REST calls name them: stocks
 * `nowPrice`, `hcrate` (change %), `delta`, `open`, `high`, `today_min`, `preclose_px`, `limitUp`, `limitDown` (null
 * without limits), `volume`, `isStop`; indices `currentPoint`, futures `nowPrice`, both with `floatPoint`,
 * `floatRate`, `open`, `high`, `today_min`, `preclose_px`, `volume`. Prices as decimal text.
 */
export const quoteFieldsOf = (instrument: Instrument, quote: Quote, market: LiveMarket): Live.QuoteFields => {
  const day = {
    open: priceText(quote.open),
    high: priceText(quote.high),
    today_min: priceText(quote.low),
    preclose_px: priceText(quote.prevClose),
    volume: quote.volume,
  }
  if (instrument.kind === 'stock') {
    const limits = market.limits(instrument.code)
    return {
      nowPrice: priceText(quote.price),
      hcrate: changeText(changePercentOf(quote)),
      delta: changeText(changeOf(quote) as Price.Price),
      ...day,
      limitUp: limits ? priceText(limits.limitUp) : null,
      limitDown: limits ? priceText(limits.limitDown) : null,
      isStop: instrument.suspended ? 1 : 0,
    }
  }
  const change = {
    floatPoint: changeText(changeOf(quote) as Price.Price),
    floatRate: changeText(changePercentOf(quote)),
  }
  return instrument.kind === 'index'
    ? { currentPoint: priceText(quote.price), ...change, ...day }
    : { nowPrice: priceText(quote.price), ...change, ...day }
}
