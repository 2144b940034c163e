import { randomBytes } from 'node:crypto'
import { SecondFactor } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { vaultOf } from '../vault/vaultOfConnection.js'
import type { Holder } from './holders.js'

/**
 * Recovery codes are stored as keyed hashes (HMAC-SHA256 under the vault's `otpSecret` look-up key), not scrypt:
 * each carries 50 random bits, so a slow hash adds nothing against online guessing (the sign-in lock counts every
 * try), while without the master key a copied database cannot test a single guess offline; and a keyed hash finds
 * the code in one indexed look-up instead of ten scrypt runs per try.
 */
const hashOf = (db: SqlConnection, code: string): string => vaultOf(db).lookupHash('otpSecret', `recovery:${code}`)

/** Ten new one-time codes for the holder, replacing any earlier set; answers them as shown to the person, once. */
export const issueRecoveryCodes = (db: SqlConnection, holder: Holder, now: number): string[] => {
  const codes = Array.from({ length: SecondFactor.recoveryCodeRule.count }, () =>
    SecondFactor.recoveryCodeOf(randomBytes(SecondFactor.recoveryCodeRule.length)),
  )
  deleteRecoveryCodes(db, holder)
  for (const code of codes)
    db.prepare('INSERT INTO recovery_codes (holder, code_hash, created_at) VALUES (?, ?, ?)').run(
      holder,
      hashOf(db, SecondFactor.readRecoveryCode(code) ?? code),
      now,
    )
  return codes
}

/** Uses up one of the holder's codes (`code` in core's stored form); false when it is not theirs or was used. */
export const spendRecoveryCode = (db: SqlConnection, holder: Holder, code: string, now: number): boolean =>
  db
    .prepare('UPDATE recovery_codes SET used_at = ? WHERE holder = ? AND code_hash = ? AND used_at IS NULL')
    .run(now, holder, hashOf(db, code)).changes === 1

/** How many of the holder's codes are still unused. */
export const recoveryCodesLeft = (db: SqlConnection, holder: Holder): number =>
  Number(
    (
      db.prepare('SELECT COUNT(*) AS n FROM recovery_codes WHERE holder = ? AND used_at IS NULL').get(holder) as {
        n: number
      }
    ).n,
  )

export const deleteRecoveryCodes = (db: SqlConnection, holder: Holder): void => {
  db.prepare('DELETE FROM recovery_codes WHERE holder = ?').run(holder)
}
