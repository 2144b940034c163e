import { Alerts, type Dec, Money } from '@bourse/core'
import { changePercentOf, type Quote } from '../market/Quote.js'

/** One watched figure of a quote as an exact value: the price, the day's change % (2 decimals, as shown), the volume. */
export const figureOf = (quote: Quote, field: Alerts.AlertField): Dec =>
  field === 'nowPrice' ? quote.price : field === 'dayChangePercent' ? changePercentOf(quote) : Money.of(quote.volume)

/** The same in the trigger book's whole units (`observedUnits`), each computed when first asked. */
export const figureUnitsOf = (quote: Quote): ((field: Alerts.AlertField) => number) => {
  const known = new Map<Alerts.AlertField, number>()
  return (field) => {
    let units = known.get(field)
    if (units === undefined) {
      units = Alerts.observedUnits(field, figureOf(quote, field))
      known.set(field, units)
    }
    return units
  }
}

/** A figure as the investor reads it: a price or percent with 2 decimals, a volume whole. */
export const figureText = (field: Alerts.AlertField, value: Dec): string =>
  field === 'volume' ? value.toFixed(0) : value.toFixed(2)
