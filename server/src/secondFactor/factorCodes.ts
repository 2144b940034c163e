import { SecondFactor } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { Holder } from './holders.js'
import { spendRecoveryCode } from './recoveryCodes.js'
import { spendTotpCode } from './totpFactors.js'

/**
 * Uses up what a person typed in the factor field: a TOTP code of their confirmed factor (each step once) or one of
 * their recovery codes (each once). Answers whether it was right.
 */
export const spendFactorCode = (db: SqlConnection, holder: Holder, typed: string, now: number): boolean => {
  const code = SecondFactor.readFactorCode(typed)
  if (code === undefined) return false
  return code.kind === 'totp'
    ? spendTotpCode(db, holder, code.code, now)
    : spendRecoveryCode(db, holder, code.code, now)
}
