import type { LookedUpAccount } from '@bourse/react-hooks'
import { amount } from './textTable.js'

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/** Exact decimal text (no separators) from a decoded amount, so a spreadsheet reads it as a number. */
const exact = (value: unknown) => amount(value).replaceAll(',', '')

/**
 * The looked-up fund flow as CSV (the web app's columns): time in ISO 8601 UTC, account, type, amount, balance after,
 * reference (an adjustment's reason). `e` on the console's Fund flow tab saves it.
 */
export const lookupFundFlowCsv = (account: LookedUpAccount): string =>
  [
    'time,account,type,amount,balanceAfter,reference',
    ...account.fundFlow.map((row) =>
      [
        new Date(row.at).toISOString(),
        row.balance,
        row.type,
        exact(row.amount),
        exact(row.balanceAfter),
        quote(row.reference),
      ].join(','),
    ),
  ].join('\n')
