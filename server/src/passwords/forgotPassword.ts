import { type Api, type DomainError, domainError, Identity, type Language, translate } from '@bourse/core'
import { retryingOnceLater } from '../accounts/writeConflict.js'
import { countFailedCheck } from '../auth/countedPasswordCheck.js'
import { hashPassword } from '../auth/passwordHash.js'
import { revokeOtherSessions } from '../auth/sessions.js'
import { forgetDevices } from '../auth/trustedDevices.js'
import type { SmsProvider } from '../sms/SmsProvider.js'
import { codesSentTo, latestSmsCode, newSmsCode, recordWrongCode, spendSmsCode, storeSmsCode } from '../sms/smsCodes.js'
import { groupCommit } from '../store/groupCommit.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserByPhone, updatePasswordHash } from '../users/usersRepository.js'
import { findCaptcha, markCaptchaPassed, recordCodeOnCaptcha, spendCaptcha } from './captchas.js'

const { captchaAllowsCode, checkCaptchaAnswer, checkCodeSending, judgeSmsCode } = Identity.PasswordReset

/** What the forgot-password steps need: the database, the clock, the key codes are hashed with, and the SMS provider. */
export interface ForgotPasswordContext {
  readonly db: SqlConnection
  readonly now: () => number
  readonly key: Buffer
  readonly sms: SmsProvider
}

/** Runs `work` in its own committed unit, whatever it answers (attempt counters must survive a refusal). */
const committed = <T>(db: SqlConnection, work: () => T): Promise<T> => groupCommit(db, work, () => true)

/**
 * Runs `work` in one unit that its refusal rolls back whole; a unit that lost a race with another server process
 * (`isWriteConflict`) runs once more.
 */
const unlessRefused = (db: SqlConnection, work: () => DomainError | undefined): Promise<DomainError | undefined> =>
  retryingOnceLater(() => groupCommit(db, work, (refused) => refused === undefined))

/**
 * `/code/checkCode.do`: answers the client's captcha. A right answer within 5 minutes passes it (once); a wrong one
 * spends it, so each image allows one guess. Answers the refusal, or nothing when the captcha passed.
 */
export const answerCaptcha = (
  { db, now, key }: ForgotPasswordContext,
  captchaId: string | undefined,
  answer: string,
): Promise<DomainError | undefined> =>
  committed(db, () => {
    if (captchaId === undefined) return domainError('captchaExpired')
    const found = findCaptcha(db, key, captchaId, answer)
    const refused = checkCaptchaAnswer(found?.record, found?.matches ?? false, now())
    if (refused) {
      if (found) spendCaptcha(db, captchaId)
      return refused
    }
    return markCaptchaPassed(db, captchaId, now()) ? undefined : domainError('captchaExpired')
  })

/**
 * `/api/sms/sendForgetSms.do`: a code to a registered phone, only on a passed captcha of this client (at most 3 codes
 * a captcha, one phone), 60 s after the last and at most 5 a day per phone. The code is stored hashed in the same
 * transaction as the captcha's count, then handed to the SMS provider in the caller's `language`; it is never
 * logged. Answers the refusal, or the code sent (the route shows it only in demo mode).
 */
export const sendForgetSms = async (
  { db, now, key, sms }: ForgotPasswordContext,
  captchaId: string | undefined,
  phone: string,
  language: Language,
): Promise<DomainError | { readonly sentCode: string }> => {
  if (!findUserByPhone(db, phone)) return domainError('phoneNotRegistered')
  if (captchaId === undefined) return domainError('captchaRequired')
  let code = ''
  const refused = await unlessRefused(db, () => {
    const at = now()
    const captcha = findCaptcha(db, key, captchaId)
    const refusal =
      captchaAllowsCode(captcha?.record, phone, at) ??
      checkCodeSending(codesSentTo(db, phone, 'forgetPassword', at), at)
    if (refusal) return refusal
    code = newSmsCode()
    storeSmsCode(db, key, { phone, purpose: 'forgetPassword', code }, at)
    recordCodeOnCaptcha(db, captchaId, phone)
    return undefined
  })
  if (refused) return refused
  await sms.send(
    { phone, purpose: 'forgetPassword', text: translate('smsForgetPasswordText', language, { code }) },
    now(),
  )
  return { sentCode: code }
}

/** Judges the entered code against the phone's newest one in one committed unit, counting a wrong try. */
const judge = ({ db, now, key }: ForgotPasswordContext, phone: string, entered: string) =>
  committed(db, () => {
    const latest = latestSmsCode(db, key, phone, 'forgetPassword', entered)
    const verdict = judgeSmsCode(latest?.record, latest?.matches ?? false, now())
    if (verdict.kind === 'wrong' && latest) {
      recordWrongCode(db, latest.id)
      // A wrong code counts toward the phone's sign-in lock, as every password or code check does (issue 32).
      countFailedCheck(db, phone, now())
    }
    return { verdict, id: latest?.id }
  })

/**
 * `/api/user/updatePwd.do` with `phoneNum, code, newPwd`: the phone's newest code, right, unused, younger than 10
 * minutes and before its fifth wrong try, resets the login password; the code is spent and every session of the
 * user ends, in one transaction. Two resets with one code: the second is refused. Answers the refusal, or nothing
 * when the password was reset.
 */
export const resetForgottenPassword = async (
  context: ForgotPasswordContext,
  payload: Api.PayloadOf<'/api/user/updatePwd.do'>,
): Promise<DomainError | undefined> => {
  const { db, now, key } = context
  const user = findUserByPhone(db, payload.phoneNum)
  if (!user) return domainError('smsCodeInvalid')
  const first = await judge(context, payload.phoneNum, payload.code)
  if (first.verdict.kind !== 'accepted') return first.verdict.error
  const passwordHash = await hashPassword(payload.newPwd)
  return unlessRefused(db, () => {
    const at = now()
    const latest = latestSmsCode(db, key, payload.phoneNum, 'forgetPassword', payload.code)
    const verdict = judgeSmsCode(latest?.record, latest?.matches ?? false, at)
    if (verdict.kind !== 'accepted') return verdict.error
    if (latest === undefined || latest.id !== first.id || !spendSmsCode(db, latest.id, at)) {
      return domainError('smsCodeInvalid')
    }
    updatePasswordHash(db, user.id, passwordHash)
    revokeOtherSessions(db, user.id, '', at) // no session is kept: every one of the user ends
    forgetDevices(db, user.phone)
    return undefined
  })
}
