import type { Api } from '@bourse/core'
import { forgetSessions } from '../auth/sessionCache.js'
import { sessionIdleLimitMs } from '../auth/sessions.js'
import { announceSessionsEnded } from '../live/liveAnnouncements.js'
import type { SqlConnection } from '../store/SqlConnection.js'

interface SessionRow {
  readonly id: number
  readonly startedAt: number
  readonly lastSeenAt: number
  readonly revokedAt: number | null
  readonly device: string | null
  readonly address: string | null
}

/**
 * An investor's sessions, newest first (at most 50): when each began, was last used, whether it still works, and the
 * device and masked address it signed in from (never its token).
 */
export const sessionsOf = (db: SqlConnection, userId: number, now: number): (typeof Api.StaffInvestorSession.Type)[] =>
  (
    db
      .prepare(
        `SELECT rowid AS id, created_at AS startedAt, last_seen_at AS lastSeenAt, revoked_at AS revokedAt, device, address
         FROM sessions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 50`,
      )
      .all(userId) as SessionRow[]
  ).map((row) => ({
    id: Number(row.id),
    startedAt: row.startedAt,
    lastSeenAt: row.lastSeenAt,
    active: row.revokedAt === null && now - row.lastSeenAt < sessionIdleLimitMs,
    device: row.device ?? '',
    address: row.address ?? '',
  }))

/** Ends every live session of the investor (a stolen phone, a shared password); answers how many it ended. */
export const signOutEverywhere = (db: SqlConnection, userId: number, now: number): number => {
  const { changes } = db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .run(now, userId)
  forgetSessions(db)
  announceSessionsEnded(db, { userId })
  return changes
}

/**
 * Ends one session of the investor (a device they no longer hold): 1 when it ended, 0 when it had ended already,
 * `undefined` when the investor has no session of that number.
 */
export const signOutSession = (db: SqlConnection, userId: number, session: number, now: number): number | undefined => {
  const found = db
    .prepare('SELECT revoked_at AS revokedAt FROM sessions WHERE rowid = ? AND user_id = ?')
    .get(session, userId) as { revokedAt: number | null } | undefined
  if (found === undefined) return undefined
  const { changes } = db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE rowid = ? AND user_id = ? AND revoked_at IS NULL')
    .run(now, session, userId)
  forgetSessions(db)
  announceSessionsEnded(db, { userId })
  return changes
}
