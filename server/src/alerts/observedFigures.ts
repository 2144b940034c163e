import { Alerts, type Dec, Money } from '@bourse/core'
import { changePercentOf, type Quote } from '../market/Quote.js'

/** A quote's watched figures as exact values: the price, the day's change % (2 decimals, as shown), the volume. */
export const figuresOf = (quote: Quote): Readonly<Record<Alerts.AlertField, Dec>> => ({
  nowPrice: quote.price,
  dayChangePercent: changePercentOf(quote),
  volume: Money.of(quote.volume),
})

/** The same in the trigger book's whole units (`observedUnits`). */
export const figureUnitsOf = (quote: Quote): Readonly<Record<Alerts.AlertField, number>> => {
  const figures = figuresOf(quote)
  return {
    nowPrice: Alerts.observedUnits('nowPrice', figures.nowPrice),
    dayChangePercent: Alerts.observedUnits('dayChangePercent', figures.dayChangePercent),
    volume: Alerts.observedUnits('volume', figures.volume),
  }
}

/** A figure as the investor reads it: a price or percent with 2 decimals, a volume whole. */
export const figureText = (field: Alerts.AlertField, value: Dec): string =>
  field === 'volume' ? value.toFixed(0) : value.toFixed(2)
