import type { SqlConnection } from '../store/SqlConnection.js'
import { openOtpSecret, sealOtpSecret } from '../vault/otpSecrets.js'
import type { Holder } from './holders.js'
import { matchingStep, newTotpSecret } from './totp.js'

/** A holder's TOTP factor: the secret (opened), whether enrolment was confirmed by a first code, the last step used. */
export interface TotpFactor {
  readonly secret: string
  readonly confirmed: boolean
  readonly lastStep: number
}

/** The holder's TOTP factor, confirmed or waiting for its first code; undefined when there is none. */
export const totpFactorOf = (db: SqlConnection, holder: Holder): TotpFactor | undefined => {
  const row = db
    .prepare('SELECT secret, confirmed_at AS "confirmedAt", last_step AS "lastStep" FROM totp_factors WHERE holder = ?')
    .get(holder) as { secret: string; confirmedAt: number | null; lastStep: number } | undefined
  if (!row) return undefined
  return {
    secret: openOtpSecret(db, holder, row.secret),
    confirmed: row.confirmedAt !== null,
    lastStep: Number(row.lastStep),
  }
}

/** True when the holder has a confirmed TOTP factor. */
export const hasConfirmedTotp = (db: SqlConnection, holder: Holder): boolean =>
  db.prepare('SELECT 1 AS one FROM totp_factors WHERE holder = ? AND confirmed_at IS NOT NULL').get(holder) !==
  undefined

/**
 * An enrolment waiting for its first code: the waiting secret when there is one (asking twice shows the same QR code),
 * else a new one, sealed. A confirmed factor is never replaced here.
 */
export const pendingTotpSecret = (db: SqlConnection, holder: Holder, now: number): string => {
  const known = totpFactorOf(db, holder)
  if (known && !known.confirmed) return known.secret
  const secret = newTotpSecret()
  db.prepare('DELETE FROM totp_factors WHERE holder = ? AND confirmed_at IS NULL').run(holder)
  db.prepare('INSERT INTO totp_factors (holder, secret, last_step, created_at) VALUES (?, ?, 0, ?)').run(
    holder,
    sealOtpSecret(db, holder, secret),
    now,
  )
  return secret
}

/** Stores a confirmed factor with a given secret (the demo staff's published one), replacing any other. */
export const setConfirmedTotp = (db: SqlConnection, holder: Holder, secret: string, now: number): void => {
  db.prepare('DELETE FROM totp_factors WHERE holder = ?').run(holder)
  db.prepare(
    'INSERT INTO totp_factors (holder, secret, confirmed_at, last_step, created_at) VALUES (?, ?, ?, 0, ?)',
  ).run(holder, sealOtpSecret(db, holder, secret), now, now)
}

/**
 * Checks a 6-digit code against the holder's factor (a waiting one too, when `pending` says so) and, when it is right,
 * uses its time-step up: the step is stored only over an older one, so two requests carrying the same code cannot
 * both pass. Confirms a waiting enrolment. Answers whether the code was right and not used before.
 */
export const spendTotpCode = (
  db: SqlConnection,
  holder: Holder,
  code: string,
  now: number,
  { pending = false }: { readonly pending?: boolean } = {},
): boolean => {
  const factor = totpFactorOf(db, holder)
  if (!factor || factor.confirmed === pending) return false
  const step = matchingStep(factor.secret, code, now, factor.lastStep)
  if (step === undefined) return false
  return (
    db
      .prepare(
        'UPDATE totp_factors SET last_step = ?, confirmed_at = COALESCE(confirmed_at, ?) WHERE holder = ? AND last_step < ?',
      )
      .run(step, now, holder, step).changes === 1
  )
}

/** Removes the holder's TOTP factor, confirmed or waiting. */
export const deleteTotpFactor = (db: SqlConnection, holder: Holder): void => {
  db.prepare('DELETE FROM totp_factors WHERE holder = ?').run(holder)
}
