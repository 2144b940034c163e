import type { SqlConnection } from '../store/SqlConnection.js'
import { confirmLoginAttempt, releaseLoginAttempt, reserveLoginAttempt } from './loginThrottle.js'

/** How a password or code check counted toward the phone's sign-in lock went. */
export type CountedCheck =
  | { readonly outcome: 'right' }
  | { readonly outcome: 'wrong'; readonly left: number }
  | { readonly outcome: 'locked'; readonly lockedUntil: number }

/**
 * Runs a check of a password (or code) the way sign-in runs its own (issue 32): counted as a failure on `phone`
 * before it runs, so a stolen session cannot guess its way past the five tries sign-in allows; a locked phone is not
 * checked at all; a right answer forgets the failures, as a right sign-in does. Outside any transaction.
 */
export const countedPasswordCheck = async (
  db: SqlConnection,
  phone: string,
  now: number,
  check: () => Promise<boolean>,
): Promise<CountedCheck> => {
  const reservation = reserveLoginAttempt(db, phone, now)
  if (!reservation.ok) return { outcome: 'locked', lockedUntil: reservation.lockedUntil }
  let right: boolean
  try {
    right = await check()
  } catch (error) {
    // Not checked (the password pool was busy): the attempt does not count.
    releaseLoginAttempt(db, reservation.attempt)
    throw error
  }
  if (!right) return { outcome: 'wrong', left: reservation.left }
  confirmLoginAttempt(db, phone, reservation.attempt)
  return { outcome: 'right' }
}

/** A wrong answer found elsewhere (an SMS code, a funding password) counted toward the phone's sign-in lock. */
export const countFailedCheck = (db: SqlConnection, phone: string, now: number): void => {
  reserveLoginAttempt(db, phone, now)
}
