import { idempotencyKeyLifetimeMs } from '../store/idempotencyKeys.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { purgeLiveTickets } from './liveTickets.js'
import { loginFailureHorizonMs } from './loginThrottle.js'
import { sessionIdleLimitMs } from './sessions.js'

/** How often the running server purges (`openBourse` schedules it, and runs it once at start). */
export const purgeEveryMs = 60 * 60 * 1000

/** Rows removed by one purge, per table. */
export interface Purged {
  readonly idempotencyKeys: number
  readonly sessions: number
  readonly loginFailures: number
  readonly liveTickets: number
}

/**
 * Deletes what can no longer matter, so these tables stop growing: idempotency keys past their 24 hours (a repeat
 * after that is a new request anyway), sessions that ended (logged out, revoked, or idle past 30 days), and login
 * failures too old to start or extend a lock, and the live socket's tickets never used. One transaction.
 */
export const purgeExpired = (db: SqlConnection, now: number): Purged =>
  db.transaction(() => ({
    idempotencyKeys: db
      .prepare('DELETE FROM idempotency_keys WHERE created_at <= ?')
      .run(now - idempotencyKeyLifetimeMs).changes,
    sessions: db
      .prepare('DELETE FROM sessions WHERE revoked_at IS NOT NULL OR last_seen_at <= ?')
      .run(now - sessionIdleLimitMs).changes,
    loginFailures: db.prepare('DELETE FROM login_failures WHERE at <= ?').run(now - loginFailureHorizonMs).changes,
    liveTickets: purgeLiveTickets(db, now),
  }))()
