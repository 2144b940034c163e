import { createHash, randomBytes } from 'node:crypto'
import { SecondFactor } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * What waits for a second factor, stored (another process may get the answer) and single use, 5 minutes at most:
 * a sign-in that passed its password (`signIn`, its handle the ticket given to the browser), a passkey challenge for a
 * guarded call (`stepUp`) or for adding a passkey (`passkeyEnrol`), their handle the challenge itself.
 */
export type ChallengePurpose = 'signIn' | 'stepUp' | 'passkeyEnrol'

export interface FactorChallenge {
  readonly userId: number
  readonly purpose: ChallengePurpose
  /** The WebAuthn challenge (base64url); '' for a sign-in by TOTP. */
  readonly challenge: string
  readonly expiresAt: number
}

const hashOf = (handle: string): string => createHash('sha256').update(handle).digest('hex')

/** A new random handle or challenge: 32 bytes as base64url. */
export const newChallengeText = (): string => randomBytes(32).toString('base64url')

/** Stores a challenge under `handle` for 5 minutes. */
export const saveChallenge = (
  db: SqlConnection,
  handle: string,
  challenge: Omit<FactorChallenge, 'expiresAt'>,
  now: number,
): void => {
  db.prepare(
    'INSERT INTO factor_challenges (handle_hash, user_id, purpose, challenge, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    hashOf(handle),
    challenge.userId,
    challenge.purpose,
    challenge.challenge,
    now + SecondFactor.secondFactorTicketMs,
  )
}

/** The live challenge under `handle` for `purpose` (expired or unknown: undefined). Left in place. */
export const findChallenge = (
  db: SqlConnection,
  handle: string,
  purpose: ChallengePurpose,
  now: number,
): FactorChallenge | undefined => {
  const row = db
    .prepare(
      `SELECT user_id AS "userId", purpose, challenge, expires_at AS "expiresAt" FROM factor_challenges
       WHERE handle_hash = ? AND purpose = ?`,
    )
    .get(hashOf(handle), purpose) as FactorChallenge | undefined
  return row && Number(row.expiresAt) > now ? { ...row, userId: Number(row.userId) } : undefined
}

/** Uses a challenge up; false when another request used it first. */
export const takeChallenge = (db: SqlConnection, handle: string): boolean =>
  db.prepare('DELETE FROM factor_challenges WHERE handle_hash = ?').run(hashOf(handle)).changes === 1

/** Removes expired challenges (the hourly purge). */
export const purgeExpiredChallenges = (db: SqlConnection, now: number): number =>
  db.prepare('DELETE FROM factor_challenges WHERE expires_at <= ?').run(now).changes
