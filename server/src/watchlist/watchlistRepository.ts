import type { SqlConnection } from '../store/SqlConnection.js'

/** One watchlist entry: the code and when it was added. */
export interface WatchlistEntry {
  readonly code: string
  readonly addedAt: number
}

/** Whether `code` is in the user's watchlist. */
export const isWatched = (db: SqlConnection, userId: number, code: string): boolean =>
  db.prepare('SELECT 1 FROM watchlist WHERE user_id = ? AND code = ?').get(userId, code) !== undefined

/** Adds `code`; `false` when it was already there (nothing written). */
export const addToWatchlist = (db: SqlConnection, userId: number, code: string, now: number): boolean =>
  db
    .prepare('INSERT INTO watchlist (user_id, code, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .run(userId, code, now).changes === 1

/** Removes `code`; `false` when it was not there. */
export const removeFromWatchlist = (db: SqlConnection, userId: number, code: string): boolean =>
  db.prepare('DELETE FROM watchlist WHERE user_id = ? AND code = ?').run(userId, code).changes === 1

/** The user's whole watchlist, most recently added first. */
export const watchlistOf = (db: SqlConnection, userId: number): WatchlistEntry[] =>
  db
    .prepare('SELECT code, added_at AS addedAt FROM watchlist WHERE user_id = ? ORDER BY added_at DESC, rowid DESC')
    .all(userId) as WatchlistEntry[]
