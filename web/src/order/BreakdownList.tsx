import type { Money } from '@bourse/core'
import { Amount } from '../components/Amount.js'
import { useLabels } from '../i18n/useLabels.js'

/** Labelled amounts and their total, as every order page shows its cost before it is placed. */
export const BreakdownList = ({
  rows,
  total,
}: {
  rows: ReadonlyArray<readonly [string, Money.Money]>
  total: Money.Money
}) => {
  const labels = useLabels()
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
          <Amount value={total} />
        </dd>
      </div>
    </dl>
  )
}
