import type { JournalEntry } from '@bourse/core/engine'
import { Money } from '@bourse/core/money'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import type { Difference } from './Difference.js'

type StoredJournalRow = StaffAnswer<'/users/journal'>[number]

const text = (amount: Money.Money) => amount.toFixed(2)
const kindOf = (row: { type: string; balance: string; reference: string }) =>
  `${row.type} ${row.balance} ${row.reference}`

/** The stored row's amount and balance after against its entry's. */
const rowDifferences = (
  phone: string,
  at: { seq: number; type: string },
  entry: JournalEntry,
  row: StoredJournalRow,
): Difference[] => {
  const where = { phone, event: at, journalRow: row.id }
  const differences: Difference[] = []
  if (!Money.of(row.amount).eq(entry.amount))
    differences.push({
      ...where,
      what: `${entry.type} amount in journal row ${row.id} (${entry.reference})`,
      stored: row.amount,
      recomputed: text(entry.amount),
    })
  if (!Money.of(row.balanceAfter).eq(entry.balanceAfter))
    differences.push({
      ...where,
      what: `balance ${entry.balance} after journal row ${row.id}`,
      stored: row.balanceAfter,
      recomputed: text(entry.balanceAfter),
    })
  return differences
}

/**
 * The stored journal rows of one event against the entries its replay books: each entry paired with the first
 * unpaired row of the same type, balance and reference, then amount and balance after compared; an entry with no
 * row is missing, a row with no entry is not the event's. Pairing by kind rather than by place keeps one missing or
 * extra row one difference (the hash chain says where it was).
 */
export const journalRowsCheck = (
  phone: string,
  at: { seq: number; type: string },
  entries: readonly JournalEntry[],
  rows: readonly StoredJournalRow[],
): Difference[] => {
  const unpaired = [...rows]
  const differences: Difference[] = []
  for (const entry of entries) {
    const index = unpaired.findIndex((row) => kindOf(row) === kindOf(entry))
    const row = unpaired[index]
    if (row === undefined) {
      differences.push({
        phone,
        event: at,
        what: `journal row for ${entry.type} ${entry.reference} is missing`,
        stored: '-',
        recomputed: text(entry.amount),
      })
      continue
    }
    unpaired.splice(index, 1)
    differences.push(...rowDifferences(phone, at, entry, row))
  }
  for (const row of unpaired)
    differences.push({
      phone,
      event: at,
      journalRow: row.id,
      what: `journal row ${row.id} is not one of the event's entries`,
      stored: kindOf(row),
      recomputed: '-',
    })
  return differences
}
