import type { SqlConnection } from '../store/SqlConnection.js'
import { versionPerTurn } from '../store/versionPerTurn.js'

/** What a session lookup reads of a live session and its user. */
export interface KnownSession {
  readonly userId: number
  readonly phone: string
  readonly realNameStatus: number
  readonly lastSeenAt: number
}

/** Sessions a connection keeps in memory; past it the cache starts over. */
const capacity = 10_000

/**
 * `session_version`, bumped by triggers when a session is revoked or deleted or a user's phone or real-name status
 * changes — by any connection or process: from the change feed while it is live (another process's change seen at its
 * delivery), else read at most once per turn.
 */
const sessionVersion = versionPerTurn('session_version', 'session')

const caches = new WeakMap<SqlConnection, { readonly version: number; readonly sessions: Map<string, KnownSession> }>()

/**
 * The sessions this connection has looked up, by token hash, valid while `session_version` holds: a request then
 * finds its session without a query (on PostgreSQL, without a round trip). A session created since is simply not in
 * it; one revoked or changed elsewhere empties it from the next turn, and this process's own revocations empty it at
 * once (`forgetSessions`).
 */
export const knownSessions = (db: SqlConnection): Map<string, KnownSession> => {
  const version = sessionVersion(db)
  const known = caches.get(db)
  if (known?.version === version && known.sessions.size < capacity) return known.sessions
  const sessions = new Map<string, KnownSession>()
  caches.set(db, { version, sessions })
  return sessions
}

/** Empties the connection's session cache (after this process revoked a session). */
export const forgetSessions = (db: SqlConnection): void => {
  caches.delete(db)
}
