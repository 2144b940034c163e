import { Wallet } from '@bourse/core'
import type { AccountLabels } from '../account/accountLabels.js'
import { Amount } from '../components/Amount.js'

type Terms = Parameters<typeof Wallet.financingLinesInOrder>[0] | undefined

/**
 * A sub-account's two lines in the order falling assets meet them (core `financingLinesInOrder`), each named by what
 * it does ("–" for each before the figures); `FinancingLinesNote` says which comes first.
 */
export const FinancingLines = ({ terms, labels }: { terms: Terms; labels: AccountLabels }) => {
  const ordered = terms && Wallet.financingLinesInOrder(terms)
  const names = { unwind: labels.unwindLineMeaning, warning: labels.warningLineMeaning }
  const lines = ordered?.lines ?? [{ line: 'unwind' as const }, { line: 'warning' as const }]
  return (
    <>
      {lines.map((each) => (
        <div key={each.line} data-line={each.line}>
          <dt>{names[each.line]}</dt>
          <dd>{'amount' in each ? <Amount value={each.amount} /> : '–'}</dd>
        </div>
      ))}
    </>
  )
}

/** One sentence under the lines: which of them falling assets reach first, and so what happens. */
export const FinancingLinesNote = ({ terms, labels }: { terms: Terms; labels: AccountLabels }) =>
  terms === undefined ? null : (
    <p className="muted" data-testid="financing-lines-note">
      {Wallet.financingLinesInOrder(terms).warningFirst ? labels.linesWarningFirst : labels.linesUnwindFirst}
    </p>
  )
