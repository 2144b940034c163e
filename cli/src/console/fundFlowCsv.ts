import type { FilteredFundFlow } from './accountTabActions.js'

const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/**
 * The fund flow as CSV (the web app's columns): time in ISO 8601 UTC, account, type, amount, balance after, reference
 * (an adjustment's reason). Amounts are the decimal text the journal stores, unchanged, so a spreadsheet reads numbers
 * and the sums are exact. `e` on the console's Fund flow tab saves it.
 */
export const fundFlowCsv = (rows: FilteredFundFlow['rows']): string =>
  [
    'time,account,type,amount,balanceAfter,reference',
    ...rows.map((row) =>
      [new Date(row.at).toISOString(), row.balance, row.type, row.amount, row.balanceAfter, quote(row.reference)].join(
        ',',
      ),
    ),
  ].join('\n')
