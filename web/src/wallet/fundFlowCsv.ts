import { Money } from '@bourse/core'
import type { FundFlowEntry } from '@bourse/react-hooks'

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/**
 * The fund flow as CSV for a dispute: one row per journal entry, amounts as exact decimal text (no separators, so
 * a spreadsheet reads them as numbers), time in ISO 8601 UTC.
 */
export const fundFlowCsv = (entries: readonly FundFlowEntry[]): string =>
  [
    'time,account,balance,type,summary,amount,balanceAfter,order',
    ...entries.map((entry) =>
      [
        new Date(entry.addTime).toISOString(),
        entry.account,
        entry.balance,
        entry.deType,
        quote(entry.deSummary),
        Money.toText(entry.deAmt),
        Money.toText(entry.afterAmt),
        quote(entry.orderSn ?? ''),
      ].join(','),
    ),
  ].join('\n')

/** Saves the loaded fund flow as `fund-flow.csv`. */
export const downloadFundFlowCsv = (entries: readonly FundFlowEntry[]): void => {
  const url = URL.createObjectURL(new Blob([fundFlowCsv(entries)], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'fund-flow.csv'
  link.click()
  URL.revokeObjectURL(url)
}
