import { forgetSessions } from '../auth/sessionCache.js'
import { sessionIdleLimitMs } from '../auth/sessions.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** An investor's sessions, newest first (at most 50): when each began, was last used, and whether it still works. */
export const sessionsOf = (db: SqlConnection, userId: number, now: number) =>
  (
    db
      .prepare(
        `SELECT created_at AS startedAt, last_seen_at AS lastSeenAt, revoked_at AS revokedAt FROM sessions
         WHERE user_id = ? ORDER BY created_at DESC LIMIT 50`,
      )
      .all(userId) as { startedAt: number; lastSeenAt: number; revokedAt: number | null }[]
  ).map((row) => ({
    startedAt: row.startedAt,
    lastSeenAt: row.lastSeenAt,
    active: row.revokedAt === null && now - row.lastSeenAt < sessionIdleLimitMs,
  }))

/** Ends every live session of the investor (a stolen phone, a shared password); answers how many it ended. */
export const signOutEverywhere = (db: SqlConnection, userId: number, now: number): number => {
  const { changes } = db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .run(now, userId)
  forgetSessions(db)
  return changes
}
