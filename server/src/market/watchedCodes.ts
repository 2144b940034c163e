import type { SqlConnection } from '../store/SqlConnection.js'

/** The codes in a user's watchlist, for the list's `isOption` flag; none for a visitor. */
export const watchedCodes = (db: SqlConnection, userId: number | undefined): Set<string> =>
  userId === undefined
    ? new Set()
    : new Set(
        (db.prepare('SELECT code FROM watchlist WHERE user_id = ?').all(userId) as { code: string }[]).map(
          (row) => row.code,
        ),
      )
