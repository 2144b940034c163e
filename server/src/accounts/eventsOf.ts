import { type Event, fromJson } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** Every event of a user, oldest first. */
export const eventsOf = (db: SqlConnection, userId: number): Event[] =>
  (db.prepare('SELECT payload FROM events WHERE user_id = ? ORDER BY seq').all(userId) as { payload: string }[]).map(
    (row) => fromJson<Event>(row.payload),
  )
