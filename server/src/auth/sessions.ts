import { announceSessionsEnded } from '../live/liveAnnouncements.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { forgetSessions, type KnownSession, knownSessions } from './sessionCache.js'
import type { SessionClient } from './sessionClient.js'

/** DECISIONS §11: a session ends after 30 days without a request. */
export const sessionIdleLimitMs = 30 * 24 * 60 * 60 * 1000

// Writing last_seen_at on every request would turn each read into a write; once a minute is precise enough.
const touchEveryMs = 60 * 1000

export interface ActiveSession {
  readonly tokenHash: string
  readonly userId: number
  readonly phone: string
  /** The user's real-name (KYC) status when the request arrived (`users.is_active`, DECISIONS §11). */
  readonly realNameStatus: number
}

/** Stores a new session for `userId` under the token's hash, with the client support may see (issue 22). */
export const createSession = (
  db: SqlConnection,
  tokenHash: string,
  userId: number,
  now: number,
  client: SessionClient = { device: '', address: '' },
): void => {
  db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, device, address) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(tokenHash, userId, now, now, client.device, client.address)
}

const readSession = (db: SqlConnection, tokenHash: string): KnownSession | undefined => {
  const row = db
    .prepare(
      `SELECT s.user_id AS userId, s.last_seen_at AS lastSeenAt, u.phone AS phone, u.is_active AS realNameStatus
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL`,
    )
    .get(tokenHash) as { userId: number; lastSeenAt: number; phone: string; realNameStatus: number | null } | undefined
  return row && { ...row, realNameStatus: row.realNameStatus ?? 0 }
}

/**
 * The live session of a token hash (not revoked, used within the idle limit), refreshing its last use, with what the
 * order routes need of the user row. From this connection's session cache (`sessionCache.ts`) when it holds it, else
 * read; one that looks idle in the cache is read again (another process may have seen it since).
 */
export const findActiveSession = (db: SqlConnection, tokenHash: string, now: number): ActiveSession | undefined => {
  const known = knownSessions(db)
  let session = known.get(tokenHash)
  if (session === undefined || now - session.lastSeenAt >= sessionIdleLimitMs) {
    session = readSession(db, tokenHash)
    if (session === undefined) known.delete(tokenHash)
  }
  if (session === undefined || now - session.lastSeenAt >= sessionIdleLimitMs) return undefined
  if (now - session.lastSeenAt >= touchEveryMs) {
    db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, tokenHash)
    session = { ...session, lastSeenAt: now }
  }
  known.set(tokenHash, session)
  return { tokenHash, userId: session.userId, phone: session.phone, realNameStatus: session.realNameStatus }
}

/** Ends one session (logout). */
export const revokeSession = (db: SqlConnection, tokenHash: string, now: number): void => {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash)
  forgetSessions(db)
  announceSessionsEnded(db, { tokenHash })
}

/** Ends every session of a user but the one given (after a password change). */
export const revokeOtherSessions = (db: SqlConnection, userId: number, keepTokenHash: string, now: number): void => {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND token_hash <> ? AND revoked_at IS NULL').run(
    now,
    userId,
    keepTokenHash,
  )
  forgetSessions(db)
  announceSessionsEnded(db, { userId })
}
