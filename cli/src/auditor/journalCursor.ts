import type { StaffAnswer } from '../internal/staffRoutes.js'

type StoredJournalRow = StaffAnswer<'/users/journal'>[number]

/** The stored journal rows of one account read one at a time, with the row for an event looked at before taking it. */
export interface JournalCursor {
  /**
   * The next rows that belong to event `seq`, up to the first of a later event. Rows of earlier events met on the
   * way (their event was already past) go to `extra`.
   */
  rowsFor(seq: number, extra: (row: StoredJournalRow) => void): Promise<StoredJournalRow[]>
  /** Every row not taken yet. */
  rest(): AsyncGenerator<StoredJournalRow>
}

/**
 * Pairs journal rows with the entries of their events by the rows' `eventSeq`, so a missing row leaves the
 * following rows paired with their own entries (one difference, not one per row after it).
 */
export const journalCursor = (journal: AsyncIterable<StoredJournalRow>): JournalCursor => {
  const rows = journal[Symbol.asyncIterator]()
  let held: StoredJournalRow | undefined
  const peek = async () => {
    if (held === undefined) {
      const next = await rows.next()
      held = next.done ? undefined : next.value
    }
    return held
  }
  return {
    rowsFor: async (seq, extra) => {
      const found: StoredJournalRow[] = []
      for (let row = await peek(); row !== undefined && row.eventSeq <= seq; row = await peek()) {
        held = undefined
        if (row.eventSeq === seq) found.push(row)
        else extra(row)
      }
      return found
    },
    rest: async function* () {
      for (let row = await peek(); row !== undefined; row = await peek()) {
        held = undefined
        yield row
      }
    },
  }
}
