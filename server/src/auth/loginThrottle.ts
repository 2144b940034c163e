import { Identity } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

const { lockedUntil, loginLockRule } = Identity

// Failures older than a window plus a lock can no longer start or extend a lock.
const horizonMs = loginLockRule.windowMs + loginLockRule.lockMs

const recentFailures = (db: SqlConnection, phone: string, now: number): number[] =>
  db
    .prepare('SELECT at FROM login_failures WHERE phone = ? AND at > ?')
    .all(phone, now - horizonMs)
    .map((row) => (row as { at: number }).at)

/** The end of the lock on `phone` at `now`, if it is locked. */
export const phoneLockedUntil = (db: SqlConnection, phone: string, now: number): number | undefined =>
  lockedUntil(recentFailures(db, phone, now), now)

/** Records a failed login and answers how many attempts are left before the lock (0 means it is now locked). */
export const recordLoginFailure = (db: SqlConnection, phone: string, now: number): number =>
  db.transaction(() => {
    db.prepare('DELETE FROM login_failures WHERE phone = ? AND at <= ?').run(phone, now - horizonMs)
    db.prepare('INSERT INTO login_failures (phone, at) VALUES (?, ?)').run(phone, now)
    const failures = recentFailures(db, phone, now)
    if (lockedUntil(failures, now) !== undefined) return 0
    return loginLockRule.failures - failures.filter((at) => at > now - loginLockRule.windowMs).length
  })()

/** Forgets the failures of a phone after a successful login. */
export const clearLoginFailures = (db: SqlConnection, phone: string): void => {
  db.prepare('DELETE FROM login_failures WHERE phone = ?').run(phone)
}
