import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * Rows may be stored a little out of time order (several processes draw ids at insert, not at commit), so a window's
 * id range is widened by this much and its rows are then filtered by time.
 */
const slackMs = 60_000

/**
 * The smallest journal id whose row is at or after `at` (less the slack), found by bisecting the ids — the journal
 * has no index on time and needs none for this: about 25 primary-key look-ups.
 */
export const firstJournalIdAt = (db: SqlConnection, at: number): number => {
  const bounds = db.prepare('SELECT MIN(id) AS low, MAX(id) AS high FROM journal').get() as {
    low: number | null
    high: number | null
  }
  if (bounds.low === null || bounds.high === null) return 1
  const rowFrom = db.prepare('SELECT id, at FROM journal WHERE id >= ? ORDER BY id LIMIT 1')
  let low = Number(bounds.low)
  let high = Number(bounds.high) + 1
  const target = at - slackMs
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    const row = rowFrom.get(middle) as { id: number; at: number } | undefined
    if (row === undefined || Number(row.at) >= target) high = middle
    else low = Number(row.id) + 1
  }
  return low
}

/** The last journal id stored so far (0 when empty). */
export const lastJournalId = (db: SqlConnection): number =>
  Number((db.prepare('SELECT MAX(id) AS high FROM journal').get() as { high: number | null }).high ?? 0)
