import type { Sqlite } from '../store/openSqlite.js'

/** DECISIONS §11: five failed logins within 15 minutes lock that phone for 15 minutes. */
export const loginThrottle = { failures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const

/**
 * When the lock on a phone ends, or `undefined` if it is not locked at `now`. A lock starts at the failure that
 * makes five within 15 minutes. Example (minutes): failures at 0, 1, 2, 3, 4 → locked until 19; at 0, 4, 8, 12, 16
 * → not locked (the first five span 16 minutes).
 */
export const lockedUntil = (failureTimes: readonly number[], now: number): number | undefined => {
  const times = [...failureTimes].sort((a, b) => a - b)
  let until: number | undefined
  for (let last = loginThrottle.failures - 1; last < times.length; last++) {
    const first = times[last - (loginThrottle.failures - 1)] as number
    const end = times[last] as number
    if (end - first < loginThrottle.windowMs) until = Math.max(until ?? 0, end + loginThrottle.lockMs)
  }
  return until !== undefined && now < until ? until : undefined
}

// Failures older than a window plus a lock can no longer start or extend a lock.
const horizonMs = loginThrottle.windowMs + loginThrottle.lockMs

const recentFailures = (db: Sqlite, phone: string, now: number): number[] =>
  db
    .prepare('SELECT at FROM login_failures WHERE phone = ? AND at > ?')
    .all(phone, now - horizonMs)
    .map((row) => (row as { at: number }).at)

/** The end of the lock on `phone` at `now`, if it is locked. */
export const phoneLockedUntil = (db: Sqlite, phone: string, now: number): number | undefined =>
  lockedUntil(recentFailures(db, phone, now), now)

/** Records a failed login and answers how many attempts are left before the lock (0 means it is now locked). */
export const recordLoginFailure = (db: Sqlite, phone: string, now: number): number =>
  db.transaction(() => {
    db.prepare('DELETE FROM login_failures WHERE phone = ? AND at <= ?').run(phone, now - horizonMs)
    db.prepare('INSERT INTO login_failures (phone, at) VALUES (?, ?)').run(phone, now)
    const failures = recentFailures(db, phone, now)
    if (lockedUntil(failures, now) !== undefined) return 0
    return loginThrottle.failures - failures.filter((at) => at > now - loginThrottle.windowMs).length
  })()

/** Forgets the failures of a phone after a successful login. */
export const clearLoginFailures = (db: Sqlite, phone: string): void => {
  db.prepare('DELETE FROM login_failures WHERE phone = ?').run(phone)
}
