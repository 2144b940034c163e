import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { StoredJournalRow } from './NoteTrade.js'

/** The account's total (every sub-balance added up) when a period opened and when it closed. */
export interface PeriodBalances {
  readonly opening: Money
  readonly closing: Money
}

/**
 * The total balance at `from` and at `to` from the journal rows stored since some instant before `from` (oldest
 * first) and each sub-balance's balance now: a sub-balance is worth its first later row's balance before that row,
 * or, with no later row, what it holds now. Example: available 1,000 now; rows of the day −10 (after 990) then +10
 * (after 1,000) → opening 1,000, closing 1,000; the same rows with a deposit of 500 after `to` and 1,500 now →
 * opening 1,000, closing 1,000.
 */
export const balancesAround = (
  rows: readonly StoredJournalRow[],
  now: Readonly<Record<string, Money>>,
  from: number,
  to: number,
): PeriodBalances => {
  const at = (instant: number): Money => {
    const worth = new Map<string, Money>(Object.entries(now))
    const seen = new Set<string>()
    for (const row of rows) {
      if (row.at < instant || seen.has(row.balance)) continue
      seen.add(row.balance)
      worth.set(row.balance, M.sub(row.balanceAfter, row.amount))
    }
    return M.sum([...worth.values()])
  }
  return { opening: at(from), closing: at(to) }
}
