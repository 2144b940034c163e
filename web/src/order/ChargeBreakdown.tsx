import type { StockOrder } from '@bourse/core'
import { Amount } from '../components/Amount.js'
import { useLabels } from '../i18n/useLabels.js'

/** Everything the order will cost before it is placed: core's quote, with the server's spread rate. */
export const ChargeBreakdown = ({ quote }: { quote: StockOrder.Quote | undefined }) => {
  const labels = useLabels()
  if (quote === undefined) return <p className="muted">{labels.charges}: —</p>
  const rows = [
    [labels.notional, quote.notional],
    [labels.margin, quote.margin],
    [labels.buyFee, quote.buyFee],
    [labels.stampDuty, quote.stampDuty],
    [labels.spread, quote.spread],
    [labels.charges, quote.charges],
  ] as const
  return (
    <dl className="breakdown" aria-label={labels.charges}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <Amount value={value} />
          </dd>
        </div>
      ))}
      <div className="breakdown-total">
        <dt>{labels.deposit}</dt>
        <dd>
          <Amount value={quote.deposit} />
        </dd>
      </div>
    </dl>
  )
}
