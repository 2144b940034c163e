import { Api, translate } from '@bourse/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { countedPasswordCheck } from '../../auth/countedPasswordCheck.js'
import { hashPassword, verifyPassword } from '../../auth/passwordHash.js'
import { revokeOtherSessions, revokeSession } from '../../auth/sessions.js'
import { forgetDevices } from '../../auth/trustedDevices.js'
import { hasBankCard } from '../../identity/bankCards.js'
import { resetForgottenPassword } from '../../passwords/forgotPassword.js'
import { forgotPasswordContextOf } from '../../passwords/forgotPasswordContext.js'
import { invitationCodeExists } from '../../users/invitationCodes.js'
import { userFloating } from '../../users/userFloating.js'
import { userInfoOf } from '../../users/userInfo.js'
import { findUserById, findUserByPhone, insertUser, updatePasswordHash } from '../../users/usersRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { installSessionHook, requireUser } from '../currentUser.js'
import { type Envelope, refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { atomically, idempotent } from '../idempotency.js'
import { lockedRefusal } from '../lockedRefusal.js'
import { overallRateLimit } from '../overallRateLimit.js'
import { requestLanguage } from '../requestLanguage.js'
import { clearedSessionCookie } from '../sessionCookie.js'
import { signInRateLimit } from '../signInRateLimit.js'
import { investorSignIn } from './investorSignIn.js'

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers)
const bodyOf = (request: FastifyRequest): unknown => request.body ?? {}

/** `/user/reg.do`: a new investor with an existing invitation code; the client then logs in. */
const register = (context: AppContext) => async (request: FastifyRequest) => {
  const language = languageOf(request)
  const decoded = Api.decodePayload(Api.RegisterPayload, bodyOf(request))
  if (!decoded.ok) return refusalOf(decoded.error, language)
  const { phone, userPwd, agentCode } = decoded.value
  const refusalFor = (): Envelope<null> | undefined => {
    if (findUserByPhone(context.db, phone)) return refusalWith('alreadyRegistered', language)
    if (!invitationCodeExists(context.db, agentCode)) return refusalWith('invitationCodeUnknown', language)
    return undefined
  }
  const early = refusalFor()
  if (early) return early
  const passwordHash = await hashPassword(userPwd)
  // Checked again inside the transaction: another registration of the phone may have finished while hashing.
  return atomically(context, () => {
    const refused = refusalFor()
    if (refused) return refused
    insertUser(context.db, { phone, passwordHash, agentCode }, context.now())
    return success(null, translate('registered', language))
  })
}

/** `/user/logout.do`: ends this session and clears the cookie. */
const logout = (context: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const signedIn = requireUser(request)
  if (!signedIn.ok) return signedIn.refusal
  revokeSession(context.db, signedIn.user.tokenHash, context.now())
  reply.header('set-cookie', clearedSessionCookie())
  return success(null, translate('loggedOut', languageOf(request)))
}

/**
 * `/api/user/checkPhone.do`, the first step of forgot-password: status 0 (data true) when the phone is registered,
 * status 1 when it is not, so the client sends the visitor to registration.
 */
const checkPhone = (context: AppContext) => async (request: FastifyRequest) => {
  const language = languageOf(request)
  const decoded = Api.decodePayload(Api.PhonePayload, bodyOf(request))
  if (!decoded.ok) return refusalOf(decoded.error, language)
  return findUserByPhone(context.db, decoded.value.phoneNum)
    ? success(true, translate('phoneRegistered', language))
    : refusalWith('phoneNotRegistered', language)
}

/** `/user/getUserInfo.do`, `/user/getCurrentUser.do`: the caller's identity and balances. */
const userInfo = (context: AppContext) => async (request: FastifyRequest) => {
  const signedIn = requireUser(request)
  if (!signedIn.ok) return signedIn.refusal
  const user = findUserById(context.db, signedIn.user.userId)
  if (!user) return refusalWith('notSignedIn', languageOf(request))
  const floating = context.market && userFloating(context.db, context.market, user.id)
  return success(userInfoOf(context.db, user, hasBankCard(context.db, user.id), floating))
}

/**
 * `/user/updatePwd.do`: change the login password (old and new); every other session of the user ends. A wrong old
 * password counts toward the phone's sign-in lock.
 * Accepts an `Idempotency-Key`, so a repeated submit answers the first success.
 */
const changePassword = (context: AppContext) => async (request: FastifyRequest) => {
  const language = languageOf(request)
  const signedIn = requireUser(request)
  if (!signedIn.ok) return signedIn.refusal
  const decoded = Api.decodePayload(Api.ChangePasswordPayload, bodyOf(request))
  if (!decoded.ok) return refusalOf(decoded.error, language)
  const { userId, tokenHash } = signedIn.user
  return idempotent(context, request, userId, async (inTransaction) => {
    const user = findUserById(context.db, userId)
    if (!user) return refusalWith('oldPasswordWrong', language)
    // The old password is guessed against the same five tries as sign-in (issue 32).
    const now = context.now()
    const checked = await countedPasswordCheck(context.db, user.phone, now, () =>
      verifyPassword(decoded.value.oldPwd, user.passwordHash),
    )
    if (checked.outcome === 'locked') return lockedRefusal(request, checked.lockedUntil, now)
    if (checked.outcome === 'wrong') return refusalWith('oldPasswordWrong', language)
    const passwordHash = await hashPassword(decoded.value.newPwd)
    return inTransaction(() => {
      updatePasswordHash(context.db, userId, passwordHash)
      revokeOtherSessions(context.db, userId, tokenHash, context.now())
      forgetDevices(context.db, user.phone)
      return success(null, translate('passwordChanged', language))
    })
  })
}

/**
 * `/api/user/updatePwd.do`: with `oldPwd` it is the signed-in password change; otherwise the forgot-password reset
 * (`phoneNum, code, newPwd`, `passwords/forgotPassword.ts`), which ends every session of the user.
 */
const updatePasswordEither = (context: AppContext) => {
  const change = changePassword(context)
  return async (request: FastifyRequest) => {
    const body = bodyOf(request)
    if (typeof body === 'object' && body !== null && 'oldPwd' in body) return change(request)
    const decoded = Api.decodePayload(Api.ResetPasswordPayload, body)
    if (!decoded.ok) return refusalOf(decoded.error, languageOf(request))
    const refused = await resetForgottenPassword(forgotPasswordContextOf(context), decoded.value)
    return refused ? refusalOf(refused, languageOf(request)) : successIn(languageOf(request), 'passwordResetDone', null)
  }
}

/** Sign-in, registration, sessions and the caller's user info (DECISIONS §11, spec 001 §7). */
export const userRoutes: RouteModule = (app, context) => {
  installSessionHook(app, context)
  app.post(
    '/prod-api/user/reg.do',
    { config: signInRateLimit(context), preHandler: overallRateLimit(context) },
    register(context),
  )
  app.post('/prod-api/user/login.do', { config: signInRateLimit(context) }, investorSignIn(context))
  app.post('/prod-api/user/logout.do', logout(context))
  app.post(
    '/prod-api/api/user/checkPhone.do',
    { config: signInRateLimit(context), preHandler: overallRateLimit(context) },
    checkPhone(context),
  )
  app.post('/prod-api/user/getUserInfo.do', userInfo(context))
  app.post('/prod-api/user/getCurrentUser.do', userInfo(context))
  app.post('/prod-api/user/updatePwd.do', { config: signInRateLimit(context) }, changePassword(context))
  app.post('/prod-api/api/user/updatePwd.do', { config: signInRateLimit(context) }, updatePasswordEither(context))
}
