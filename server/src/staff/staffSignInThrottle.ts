import { Identity } from '@bourse/core'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

const { lockedUntil, loginLockRule } = Identity
const horizonMs = loginLockRule.windowMs + loginLockRule.lockMs

/** A sign-in attempt counted before its password check, or the end of the lock that refused it. */
export type Reservation =
  | { readonly ok: true; readonly attemptId: number }
  | { readonly ok: false; readonly until: number }

const failuresOf = (db: SqlConnection, name: string, now: number): number[] =>
  db
    .prepare('SELECT at FROM staff_sign_in_attempts WHERE name = ? AND failed = 1 AND at > ?')
    .all(name, now - horizonMs)
    .map((row) => (row as { at: number }).at)

/**
 * Counts an attempt as failed BEFORE its password is checked, atomically, so that concurrent guesses cannot all be
 * checked: at most five checks run in any 15 minutes for one login, whatever the concurrency (DECISIONS §16).
 */
export const reserveStaffSignIn = (db: SqlConnection, name: string, now: number): Reservation =>
  db.transaction((): Reservation => {
    const until = lockedUntil(failuresOf(db, name, now), now)
    if (until !== undefined) return { ok: false, until }
    const attemptId = insertedId(
      db,
      'INSERT INTO staff_sign_in_attempts (name, at, failed) VALUES (?, ?, 1)',
      name,
      now,
    )
    return { ok: true, attemptId }
  })()

/**
 * A successful check: the attempt stops counting, and so do the failures counted before it started; failures counted
 * after it (concurrent guesses) stay.
 */
export const settleStaffSignInSuccess = (db: SqlConnection, name: string, attemptId: number): void => {
  db.transaction(() => {
    db.prepare('UPDATE staff_sign_in_attempts SET failed = 0 WHERE id = ?').run(attemptId)
    db.prepare('DELETE FROM staff_sign_in_attempts WHERE name = ? AND failed = 1 AND id < ?').run(name, attemptId)
  })()
}

/** Attempts left before the lock, after a failed check (0: locked now). */
export const staffAttemptsLeft = (db: SqlConnection, name: string, now: number): number => {
  const failures = failuresOf(db, name, now)
  if (lockedUntil(failures, now) !== undefined) return 0
  return Math.max(0, loginLockRule.failures - failures.filter((at) => at > now - loginLockRule.windowMs).length)
}
