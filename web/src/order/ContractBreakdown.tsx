import type { ContractOrderQuote } from '@bourse/core'
import { Amount } from '../components/Amount.js'
import { useLabels } from '../i18n/useLabels.js'

/** Deposit, fee, total and contract value of an index or futures order, from core's contract formulas. */
export const ContractBreakdown = ({ quote }: { quote: ContractOrderQuote | undefined }) => {
  const labels = useLabels()
  if (quote === undefined) return <p className="muted">{labels.charges}: —</p>
  const rows = [
    [labels.contractValue, quote.contractValue],
    [labels.margin, quote.deposit],
    [labels.fee, quote.fee],
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
          <Amount value={quote.total} />
        </dd>
      </div>
    </dl>
  )
}
