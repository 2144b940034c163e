import { readRecoveryCode } from './recoveryCodes.js'
import { isTotpCode } from './totpRule.js'

/** What a second-factor field held: a TOTP code or a recovery code (in its stored form). */
export type FactorCode =
  | { readonly kind: 'totp'; readonly code: string }
  | { readonly kind: 'recovery'; readonly code: string }

/**
 * Reads the one field where a person types either the authenticator's code or one of their recovery codes: "123 456"
 * → TOTP "123456"; "abcde-fghjk" → recovery "abcdefghjk"; anything else → undefined (a wrong code).
 */
export const readFactorCode = (text: string): FactorCode | undefined => {
  const digits = text.replace(/\s/g, '')
  if (isTotpCode(digits)) return { kind: 'totp', code: digits }
  const recovery = readRecoveryCode(text)
  return recovery === undefined ? undefined : { kind: 'recovery', code: recovery }
}
