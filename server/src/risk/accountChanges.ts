import { followAppendedRows } from '../store/appendedRows.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** An account some committed command changed, with the revision its row holds now. */
export interface ChangedAccount {
  readonly userId: number
  readonly revision: string | null
}

/**
 * The accounts changed since the last call, from the `events` table in the order rows were stored (`rowid`), so the
 * risk book learns of every command — of this process or another on the same PostgreSQL — by reading only what is
 * new (`followAppendedRows`: numbers skipped by a newer committed row are asked for again).
 */
export interface AccountChanges {
  /** The accounts changed since the last call (at most a page of events' worth; the rest on the next call). */
  next(now: number): ChangedAccount[]
  /** Whether the last call left events unread. */
  readonly behind: boolean
}

export const createAccountChanges = (db: SqlConnection): AccountChanges => {
  const start = (db.prepare('SELECT MAX(rowid) AS id FROM events').get() as { id: number | null }).id ?? 0
  const rows = followAppendedRows<{ id: number; userId: number; revision: string | null }>(
    db,
    'SELECT e.rowid AS id, e.user_id AS userId, a.revision FROM events e JOIN accounts a ON a.user_id = e.user_id',
    'e.rowid',
    start,
  )
  return {
    next: (now) => {
      const changed = new Map<number, string | null>()
      for (const row of rows.next(now)) changed.set(row.userId, row.revision)
      return [...changed].map(([userId, revision]) => ({ userId, revision }))
    },
    get behind() {
      return rows.behind
    },
  }
}
