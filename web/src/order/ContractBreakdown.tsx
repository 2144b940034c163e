import type { ContractOrderQuote } from '@bourse/core'
import { useLabels } from '../i18n/useLabels.js'
import { BreakdownList } from './BreakdownList.js'

/** Deposit, fee, total and contract value of an index or futures order, from core's contract formulas. */
export const ContractBreakdown = ({ quote }: { quote: ContractOrderQuote | undefined }) => {
  const labels = useLabels()
  if (quote === undefined) return <p className="muted">{labels.charges}: —</p>
  const rows = [
    [labels.contractValue, quote.contractValue],
    [labels.margin, quote.deposit],
    [labels.fee, quote.fee],
  ] as const
  return <BreakdownList rows={rows} total={quote.total} />
}
