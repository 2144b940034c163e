import { SecondFactor } from '@bourse/core'
import { generateSecret, generateURI, verifySync } from 'otplib'

const { totpRule } = SecondFactor

/** A new TOTP secret: 20 random bytes in base32, as authenticator apps read it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 })

/** The `otpauth://totp/…` URI an authenticator app scans (issuer and account name shown in the app). */
export const totpUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret, digits: totpRule.digits, period: totpRule.periodSeconds })

/**
 * The RFC 6238 time-step whose code `code` is for `secret` at `now` (ms), the step before and after counted for
 * clock drift, and only a step after `afterStep` (the last one used: a code is accepted once); undefined otherwise.
 */
export const matchingStep = (secret: string, code: string, now: number, afterStep: number): number | undefined => {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    period: totpRule.periodSeconds,
    digits: totpRule.digits,
    epochTolerance: totpRule.periodSeconds * totpRule.driftSteps,
    afterTimeStep: afterStep,
  })
  return result.valid ? SecondFactor.totpStepAt(now) + result.delta : undefined
}
