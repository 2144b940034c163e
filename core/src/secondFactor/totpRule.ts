/**
 * RFC 6238 as Bourse uses it (DECISIONS §28): 30-second time-steps, 6 digits, SHA-1 (what every authenticator app
 * reads from an `otpauth://` URI), and a code of the step before or after the server's accepted for clock drift.
 */
export const totpRule = { periodSeconds: 30, digits: 6, driftSteps: 1 } as const

/** The time-step a moment falls in, RFC 6238's T = ⌊unix seconds / 30⌋: e.g. 59 999 ms → 1, 60 000 ms → 2. */
export const totpStepAt = (epochMs: number): number => Math.floor(epochMs / 1000 / totpRule.periodSeconds)

/** True for text shaped like a TOTP code: six digits, e.g. "042917". */
export const isTotpCode = (text: string): boolean => /^\d{6}$/.test(text)

/**
 * The secret of every demo staff member when `BOURSE_DEMO_TOTP_SECRET` is not set (demo mode only): published in the
 * start banner and the README so a newcomer can sign in as staff. Base32, 20 bytes.
 */
export const demoTotpSecret = 'BOURSEDEMOSTAFFTOTP2FACTORKEY234'

/** True for a base32 TOTP secret of at least 16 bytes (26 characters), e.g. `demoTotpSecret`. */
export const isTotpSecret = (text: string): boolean => /^[A-Z2-7]{26,}=*$/.test(text)
