import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Instant } from '../time/Instant.js'

const minute = 60 * 1000

/**
 * Forgot password (DECISIONS §11, §16): image captcha → SMS code → reset. Codes live 10 minutes and may be resent
 * after 60 s (the spec's figures); the caps below are ours: at most 5 codes a phone in any 24 hours, 5 wrong tries
 * of one code (then it is dead), a captcha answered once within 5 minutes, and a passed captcha good for 10 minutes
 * and 3 codes (the first and two resends) to the one phone it was first used for.
 */
export const passwordResetRule = {
  codeDigits: 6,
  codeValidityMs: 10 * minute,
  resendAfterMs: minute,
  codesPerPhone: 5,
  codesWindowMs: 24 * 60 * minute,
  wrongCodeAttempts: 5,
  captchaLength: 4,
  captchaValidityMs: 5 * minute,
  captchaPassValidityMs: 10 * minute,
  codesPerCaptcha: 3,
} as const

/** The captcha's characters: capitals and digits without the look-alikes 0/O, 1/I/L. */
export const captchaAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** How an answer is compared: spaces dropped, case ignored ("ab 3k" reads as "AB3K"). */
export const normalizeCaptchaAnswer = (answer: string): string => answer.replace(/\s/g, '').toUpperCase()

/** One image captcha as stored: when it was shown, and once answered right, when and for which phone it was used. */
export interface CaptchaRecord {
  readonly createdAt: Instant
  /** Set by the one answer it accepts; a wrong answer spends the captcha instead. */
  readonly passedAt?: Instant
  readonly spent: boolean
  /** The phone its first code went to; later codes must go to the same one. */
  readonly phone?: string
  readonly codesSent: number
}

/**
 * Whether an answer to a captcha is accepted: it must exist, be unanswered and younger than 5 minutes, and match.
 * A wrong answer spends it (the client fetches a new image). Example: shown at 0 → right at 4:59 passes; at 5:00
 * it is expired.
 */
export const checkCaptchaAnswer = (
  captcha: CaptchaRecord | undefined,
  matches: boolean,
  now: Instant,
): DomainError | undefined => {
  if (captcha === undefined || captcha.spent || captcha.passedAt !== undefined) return domainError('captchaExpired')
  if (now - captcha.createdAt >= passwordResetRule.captchaValidityMs) return domainError('captchaExpired')
  return matches ? undefined : domainError('captchaWrong')
}

/**
 * Whether a passed captcha lets one more code go to `phone`: passed less than 10 minutes ago, fewer than 3 codes
 * sent on it, and every earlier one to the same phone.
 */
export const captchaAllowsCode = (
  captcha: CaptchaRecord | undefined,
  phone: string,
  now: Instant,
): DomainError | undefined => {
  if (captcha?.passedAt === undefined || captcha.spent) return domainError('captchaRequired')
  if (now - captcha.passedAt >= passwordResetRule.captchaPassValidityMs) return domainError('captchaRequired')
  if (captcha.codesSent >= passwordResetRule.codesPerCaptcha) return domainError('captchaRequired')
  if (captcha.phone !== undefined && captcha.phone !== phone) return domainError('captchaRequired')
  return undefined
}

/**
 * Whether another code may go to a phone now, from the times of the codes it got: not within 60 s of the last one
 * (the message says how many seconds are left), and fewer than 5 in the last 24 hours.
 * Example: codes at 0 s → at 59 s "wait 1 seconds", at 60 s allowed.
 */
export const checkCodeSending = (sentAt: readonly Instant[], now: Instant): DomainError | undefined => {
  const last = Math.max(...sentAt, Number.NEGATIVE_INFINITY)
  const wait = last + passwordResetRule.resendAfterMs - now
  if (wait > 0) return domainError('smsResendTooEarly', { seconds: String(Math.ceil(wait / 1000)) })
  const recent = sentAt.filter((at) => now - at < passwordResetRule.codesWindowMs).length
  return recent >= passwordResetRule.codesPerPhone ? domainError('smsDailyLimit') : undefined
}

/** The latest code sent to a phone, as stored (the code itself only as a hash, checked by the server). */
export interface SmsCodeRecord {
  readonly sentAt: Instant
  readonly wrongAttempts: number
  readonly usedAt?: Instant
}

/**
 * What an entered code does: `accepted` (the reset may go ahead and the code is spent), `wrong` (counts one attempt;
 * the message says how many are left) or `unusable` (none sent, already used, 5 wrong tries, or older than 10 minutes).
 */
export type SmsCodeVerdict =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'wrong'; readonly error: DomainError }
  | { readonly kind: 'unusable'; readonly error: DomainError }

/**
 * Judges an entered code against the phone's latest code. Example: sent at 0, 2 wrong tries so far, a wrong one at
 * 3 min → wrong, "2 attempts left"; the right one at 10:00 → unusable, expired.
 */
export const judgeSmsCode = (code: SmsCodeRecord | undefined, matches: boolean, now: Instant): SmsCodeVerdict => {
  const unusable = (error: DomainError): SmsCodeVerdict => ({ kind: 'unusable', error })
  if (code === undefined || code.usedAt !== undefined) return unusable(domainError('smsCodeInvalid'))
  if (code.wrongAttempts >= passwordResetRule.wrongCodeAttempts) return unusable(domainError('smsCodeInvalid'))
  if (now - code.sentAt >= passwordResetRule.codeValidityMs) return unusable(domainError('smsCodeExpired'))
  if (matches) return { kind: 'accepted' }
  const left = passwordResetRule.wrongCodeAttempts - code.wrongAttempts - 1
  return { kind: 'wrong', error: domainError('smsCodeWrong', { left: String(left) }) }
}
