import type { SqlConnection } from '../store/SqlConnection.js'

/** An account some committed command changed, with the revision its row holds now. */
export interface ChangedAccount {
  readonly userId: number
  readonly revision: string | null
}

/**
 * The accounts changed since the last call, from the `events` table in the order rows were stored (`rowid`), so the
 * risk book learns of every command — of this process or another on the same PostgreSQL — by reading only what is
 * new. On PostgreSQL a row's number is drawn when it is inserted, not when it commits: a number skipped by a newer
 * committed row may still arrive, so skipped numbers are asked for again on later calls for `gapPatienceMs`
 * (a rolled-back insert's number never arrives). SQLite numbers rows as they commit; it never has such gaps.
 */
export interface AccountChanges {
  /** The accounts changed since the last call (at most `pageSize` events' worth; the rest on the next call). */
  next(now: number): ChangedAccount[]
  /** Whether the last call left events unread. */
  readonly behind: boolean
}

const pageSize = 10_000
const gapPatienceMs = 60_000
const gapsAskedAtOnce = 500

export const createAccountChanges = (db: SqlConnection): AccountChanges => {
  let watermark = (db.prepare('SELECT MAX(rowid) AS id FROM events').get() as { id: number | null }).id ?? 0
  const gaps = new Map<number, number>()
  let behind = false
  const newer = db.prepare(
    `SELECT e.rowid AS id, e.user_id AS userId, a.revision FROM events e JOIN accounts a ON a.user_id = e.user_id
     WHERE e.rowid > ? ORDER BY e.rowid LIMIT ${pageSize}`,
  )
  // One statement for every look-up of late rows: the numbers asked for, padded with 0 (no row has it).
  const lateRows = db.prepare(
    `SELECT e.rowid AS id, e.user_id AS userId, a.revision FROM events e JOIN accounts a ON a.user_id = e.user_id
     WHERE e.rowid IN (${Array.from({ length: gapsAskedAtOnce }, () => '?').join(', ')})`,
  )
  const late = (ids: readonly number[]) =>
    lateRows.all(...ids, ...Array.from({ length: gapsAskedAtOnce - ids.length }, () => 0)) as {
      id: number
      userId: number
      revision: string | null
    }[]

  return {
    next: (now) => {
      const rows = newer.all(watermark) as { id: number; userId: number; revision: string | null }[]
      behind = rows.length === pageSize
      const changed = new Map<number, string | null>()
      for (const row of rows) {
        // A jump of thousands is a burst of rolled-back inserts, not transactions still open.
        if (row.id - watermark <= gapsAskedAtOnce)
          for (let skipped = watermark + 1; skipped < row.id; skipped++) gaps.set(skipped, now)
        watermark = Math.max(watermark, row.id)
        changed.set(row.userId, row.revision)
      }
      if (gaps.size > 0) {
        const asked = [...gaps.keys()].slice(0, gapsAskedAtOnce)
        for (const row of late(asked)) {
          gaps.delete(row.id)
          changed.set(row.userId, row.revision)
        }
        for (const [id, since] of gaps) if (now - since > gapPatienceMs) gaps.delete(id)
      }
      return [...changed].map(([userId, revision]) => ({ userId, revision }))
    },
    get behind() {
      return behind
    },
  }
}
