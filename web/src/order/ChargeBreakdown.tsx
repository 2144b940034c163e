import type { StockOrder } from '@bourse/core'
import { useLabels } from '../i18n/useLabels.js'
import { BreakdownList } from './BreakdownList.js'

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
  return <BreakdownList rows={rows} total={quote.deposit} />
}
