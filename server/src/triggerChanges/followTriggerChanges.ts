import { followAppendedRows } from '../store/appendedRows.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** The investors whose alerts or GTTs changed since the last call (`noteTriggerChange`), in the order noted. */
export interface TriggerChanges {
  next(now: number): number[]
  readonly behind: boolean
}

/** Follows `trigger_changes` from its present end: a book built now has read everything noted before. */
export const followTriggerChanges = (db: SqlConnection): TriggerChanges => {
  const start = (db.prepare('SELECT MAX(id) AS id FROM trigger_changes').get() as { id: number | null }).id ?? 0
  const rows = followAppendedRows<{ id: number; userId: number }>(
    db,
    'SELECT id, user_id AS "userId" FROM trigger_changes',
    'id',
    start,
  )
  return {
    next: (now) => [...new Set(rows.next(now).map((row) => row.userId))],
    get behind() {
      return rows.behind
    },
  }
}
