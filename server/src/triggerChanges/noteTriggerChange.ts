import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * Marks an investor's alerts and GTT orders changed (created, edited, fired, cancelled), in the caller's transaction,
 * so that the trigger book of the leading process — this one or another on the same PostgreSQL — rebuilds that
 * investor's entries from the store at its next tick (`followTriggerChanges`).
 */
export const noteTriggerChange = (db: SqlConnection, userId: number, now: number): void => {
  db.prepare('INSERT INTO trigger_changes (user_id, at) VALUES (?, ?)').run(userId, now)
}
