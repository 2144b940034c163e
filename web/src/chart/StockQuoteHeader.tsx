import type { SingleStock } from '@bourse/react-hooks'
import { Amount } from '../components/Amount.js'
import { ChangeText } from '../components/ChangeText.js'
import { FigureAge } from '../components/FigureAge.js'
import { PriceText } from '../components/PriceText.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'

/** Name, code, price, change and percent, open, high, previous close, low. */
export const StockQuoteHeader = ({ stock }: { stock: SingleStock }) => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const { quote } = stock
  return (
    <section className="quote-header">
      <h2 className="quote-title">
        {nameOf(stock.stock.name, stock.stock.nameEn)} <span className="muted">{stock.stock.code}</span>
      </h2>
      <p className="quote-price">
        <PriceText value={quote.price} /> <Amount value={quote.delta} signed /> <ChangeText value={quote.up} />{' '}
        <FigureAge />
      </p>
      <dl className="quote-grid">
        <div>
          <dt>{labels.open}</dt>
          <dd>
            <PriceText value={quote.open} />
          </dd>
        </div>
        <div>
          <dt>{labels.high}</dt>
          <dd>
            <PriceText value={quote.high} />
          </dd>
        </div>
        <div>
          <dt>{labels.prevClose}</dt>
          <dd>
            <PriceText value={quote.close} />
          </dd>
        </div>
        <div>
          <dt>{labels.low}</dt>
          <dd>
            <PriceText value={quote.low} />
          </dd>
        </div>
      </dl>
    </section>
  )
}
