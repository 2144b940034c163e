import { type Api, Identity, type Language, translate } from '@bourse/core'
import { hashPassword } from '../auth/passwordHash.js'
import { revokeOtherSessions } from '../auth/sessions.js'
import { forgetDevices } from '../auth/trustedDevices.js'
import type { AppContext } from '../http/AppContext.js'
import { type Envelope, refusalOf, refusalWith, success } from '../http/envelope.js'
import { atomically } from '../http/idempotency.js'
import type { SmsProvider } from '../sms/SmsProvider.js'
import { codesSentTo, latestSmsCode, newSmsCode, recordWrongCode, spendSmsCode, storeSmsCode } from '../sms/smsCodes.js'
import { groupCommit } from '../store/groupCommit.js'
import { findUserByPhone, updatePasswordHash } from '../users/usersRepository.js'
import { findCaptcha, markCaptchaPassed, recordCodeOnCaptcha, spendCaptcha } from './captchas.js'

const { captchaAllowsCode, checkCaptchaAnswer, checkCodeSending, judgeSmsCode } = Identity.PasswordReset

/** What the forgot-password steps need: the app context, the key codes are hashed with, and the SMS provider. */
export interface ForgotPasswordContext {
  readonly app: AppContext
  readonly key: Buffer
  readonly sms: SmsProvider
}

/** Runs `work` in its own committed unit, whatever it answers (attempt counters must survive a refusal). */
const committed = <T>(context: AppContext, work: () => T): Promise<T> => groupCommit(context.db, work, () => true)

/**
 * `/code/checkCode.do`: answers the client's captcha. A right answer within 5 minutes passes it (once); a wrong one
 * spends it, so each image allows one guess.
 */
export const answerCaptcha = (
  { app, key }: ForgotPasswordContext,
  captchaId: string | undefined,
  answer: string,
  language: Language,
): Promise<Envelope<null>> =>
  committed(app, () => {
    if (captchaId === undefined) return refusalWith('captchaExpired', language)
    const found = findCaptcha(app.db, key, captchaId, answer)
    const refused = checkCaptchaAnswer(found?.record, found?.matches ?? false, app.now())
    if (refused) {
      if (found) spendCaptcha(app.db, captchaId)
      return refusalOf(refused, language)
    }
    return markCaptchaPassed(app.db, captchaId, app.now())
      ? success(null, translate('captchaPassed', language))
      : refusalWith('captchaExpired', language)
  })

/**
 * `/api/sms/sendForgetSms.do`: a code to a registered phone, only on a passed captcha of this client (at most 3 codes
 * a captcha, one phone), 60 s after the last and at most 5 a day per phone. The code is stored hashed in the same
 * transaction as the captcha's count, then handed to the SMS provider in the caller's language; it is never logged.
 */
export const sendForgetSms = async (
  { app, key, sms }: ForgotPasswordContext,
  captchaId: string | undefined,
  phone: string,
  language: Language,
): Promise<Envelope<null>> => {
  if (!findUserByPhone(app.db, phone)) return refusalWith('phoneNotRegistered', language)
  if (captchaId === undefined) return refusalWith('captchaRequired', language)
  let code = ''
  const answer = await atomically(app, () => {
    const now = app.now()
    const captcha = findCaptcha(app.db, key, captchaId)
    const refused =
      captchaAllowsCode(captcha?.record, phone, now) ??
      checkCodeSending(codesSentTo(app.db, phone, 'forgetPassword', now), now)
    if (refused) return refusalOf(refused, language)
    code = newSmsCode()
    storeSmsCode(app.db, key, { phone, purpose: 'forgetPassword', code }, now)
    recordCodeOnCaptcha(app.db, captchaId, phone)
    return success(null, translate('smsSent', language))
  })
  if (answer.status !== 0) return answer
  await sms.send(
    { phone, purpose: 'forgetPassword', text: translate('smsForgetPasswordText', language, { code }) },
    app.now(),
  )
  return answer
}

/** Judges the entered code against the phone's newest one in one committed unit, counting a wrong try. */
const judge = (context: ForgotPasswordContext, phone: string, entered: string) =>
  committed(context.app, () => {
    const latest = latestSmsCode(context.app.db, context.key, phone, 'forgetPassword', entered)
    const verdict = judgeSmsCode(latest?.record, latest?.matches ?? false, context.app.now())
    if (verdict.kind === 'wrong' && latest) recordWrongCode(context.app.db, latest.id)
    return { verdict, id: latest?.id }
  })

/**
 * `/api/user/updatePwd.do` with `phoneNum, code, newPwd`: the phone's newest code, right, unused, younger than 10
 * minutes and before its fifth wrong try, resets the login password; the code is spent and every session of the
 * user ends, in one transaction. Two resets with one code: the second is refused.
 */
export const resetForgottenPassword = async (
  context: ForgotPasswordContext,
  payload: Api.PayloadOf<'/api/user/updatePwd.do'>,
  language: Language,
): Promise<Envelope<null>> => {
  const { app } = context
  const user = findUserByPhone(app.db, payload.phoneNum)
  if (!user) return refusalWith('smsCodeInvalid', language)
  const first = await judge(context, payload.phoneNum, payload.code)
  if (first.verdict.kind !== 'accepted') return refusalOf(first.verdict.error, language)
  const passwordHash = await hashPassword(payload.newPwd)
  return atomically(app, () => {
    const now = app.now()
    const latest = latestSmsCode(app.db, context.key, payload.phoneNum, 'forgetPassword', payload.code)
    const verdict = judgeSmsCode(latest?.record, latest?.matches ?? false, now)
    if (verdict.kind !== 'accepted') return refusalOf(verdict.error, language)
    if (latest === undefined || latest.id !== first.id || !spendSmsCode(app.db, latest.id, now)) {
      return refusalWith('smsCodeInvalid', language)
    }
    updatePasswordHash(app.db, user.id, passwordHash)
    revokeOtherSessions(app.db, user.id, '', now) // no session is kept: every one of the user ends
    forgetDevices(app.db, user.phone)
    return success(null, translate('passwordResetDone', language))
  })
}
