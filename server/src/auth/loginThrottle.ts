import { Identity } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

const { lockedUntil, loginLockRule } = Identity

/** Failures older than a window plus a lock can no longer start or extend a lock; the purge removes them. */
export const loginFailureHorizonMs = loginLockRule.windowMs + loginLockRule.lockMs

const recentFailures = (db: SqlConnection, phone: string, now: number): number[] =>
  db
    .prepare('SELECT at FROM login_failures WHERE phone = ? AND at > ?')
    .all(phone, now - loginFailureHorizonMs)
    .map((row) => (row as { at: number }).at)

/** The end of the lock on `phone` at `now`, if it is locked. */
export const phoneLockedUntil = (db: SqlConnection, phone: string, now: number): number | undefined =>
  lockedUntil(recentFailures(db, phone, now), now)

/**
 * A login attempt counted before its password is checked: `attempt` names it for `confirmLoginAttempt` or
 * `releaseLoginAttempt`; `left` is how many attempts remain if it fails (0: it is the one that locks the phone).
 */
export type LoginReservation =
  | { readonly ok: true; readonly attempt: number; readonly left: number }
  | { readonly ok: false; readonly lockedUntil: number }

/**
 * Counts an attempt on `phone` as a failure *before* its password is checked, in one transaction with the lock
 * check, so however many attempts arrive at once at most five are checked in a window (then the phone is locked).
 * A failed check leaves the count as it is.
 */
export const reserveLoginAttempt = (db: SqlConnection, phone: string, now: number): LoginReservation =>
  db.transaction((): LoginReservation => {
    const until = phoneLockedUntil(db, phone, now)
    if (until !== undefined) return { ok: false, lockedUntil: until }
    db.prepare('DELETE FROM login_failures WHERE phone = ? AND at <= ?').run(phone, now - loginFailureHorizonMs)
    const insert = 'INSERT INTO login_failures (phone, at) VALUES (?, ?) RETURNING rowid AS attempt'
    const { attempt } = db.prepare(insert).get(phone, now) as { attempt: number }
    const failures = recentFailures(db, phone, now)
    const inWindow = failures.filter((at) => at > now - loginLockRule.windowMs).length
    return { ok: true, attempt, left: lockedUntil(failures, now) === undefined ? loginLockRule.failures - inWindow : 0 }
  })()

/**
 * The attempt's password was right: forgets it and the failures counted before it, but not attempts counted after
 * it started (those were checked, or are being checked, against the lock in force).
 */
export const confirmLoginAttempt = (db: SqlConnection, phone: string, attempt: number): void => {
  db.prepare('DELETE FROM login_failures WHERE phone = ? AND rowid <= ?').run(phone, attempt)
}

/** The attempt's password could not be checked (the server was busy): it does not count. */
export const releaseLoginAttempt = (db: SqlConnection, attempt: number): void => {
  db.prepare('DELETE FROM login_failures WHERE rowid = ?').run(attempt)
}
