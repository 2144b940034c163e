import { Api } from '@bourse/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { countedPasswordCheck } from '../../auth/countedPasswordCheck.js'
import { verifyPassword } from '../../auth/passwordHash.js'
import { findChallenge, takeChallenge } from '../../secondFactor/factorChallenges.js'
import {
  beginPasskey,
  beginTotp,
  checkFactor,
  confirmPasskey,
  confirmTotpCode,
  disableFactor,
  type FactorOwner,
  factorMethodOf,
  factorStatusOf,
  renewRecoveryCodes,
  stepUpOptions,
} from '../../secondFactor/investorFactor.js'
import { findUserById } from '../../users/usersRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import type { SignedInUser } from '../currentUser.js'
import { type Envelope, refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { lockedRefusal } from '../lockedRefusal.js'
import { requestLanguage } from '../requestLanguage.js'
import { signInRateLimit } from '../signInRateLimit.js'
import { openSession } from './investorSignIn.js'
import { relyingPartyOf } from './relyingParty.js'
import { factorRefusal, secondFactorGate } from './secondFactorGate.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

/**
 * `/user/login/secondFactor.do {ticket, factorCode | passkey}`: the second half of a sign-in on a new browser — the
 * ticket `/user/login.do` gave (5 minutes, once) and the factor, counted toward the phone's sign-in lock; right, a
 * session and the device cookie, as `/user/login.do` answers them.
 */
const secondFactorSignIn = (context: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const language = requestLanguage(request.headers)
  const decoded = Api.decodePayload(Api.SecondFactorSignInPayload, request.body ?? {})
  if (!decoded.ok) return refusalOf(decoded.error, language)
  const { ticket, ...proof } = decoded.value
  const now = context.now()
  const waiting = findChallenge(context.db, ticket, 'signIn', now)
  const user = waiting && findUserById(context.db, waiting.userId)
  if (!waiting || !user) return refusalWith('secondFactorTicketExpired', language)
  const owner = { userId: user.id, phone: user.phone }
  const checked = await checkFactor(
    context.db,
    relyingPartyOf(request),
    owner,
    proof,
    now,
    waiting.challenge || undefined,
  )
  const refused = factorRefusal(request, checked, proof, now)
  if (refused) return refused
  if (!takeChallenge(context.db, ticket)) return refusalWith('secondFactorTicketExpired', language)
  return openSession(context, request, reply, user.id, user.phone, true)
}

/** The login password, checked again before a factor is turned on, counted like sign-in; the refusal or nothing. */
const passwordRefusal = async (
  context: AppContext,
  request: FastifyRequest,
  user: SignedInUser,
  given: string,
): Promise<Envelope<null> | undefined> => {
  const record = findUserById(context.db, user.userId)
  const now = context.now()
  if (!record) return refusalWith('oldPasswordWrong', requestLanguage(request.headers))
  const checked = await countedPasswordCheck(context.db, user.phone, now, () =>
    verifyPassword(given, record.passwordHash),
  )
  if (checked.outcome === 'locked') return lockedRefusal(request, checked.lockedUntil, now)
  return checked.outcome === 'wrong' ? refusalWith('oldPasswordWrong', requestLanguage(request.headers)) : undefined
}

const ownerOf = (user: SignedInUser): FactorOwner => ({ userId: user.userId, phone: user.phone })

/**
 * The investor's second factor (DECISIONS §28, docs/api.md "Second factor"): status; TOTP (begin with the login
 * password → secret and URI; confirm with the first code → on, ten recovery codes); a passkey (begin with the login
 * password → creation options; confirm with the browser's answer → on, ten recovery codes); a passkey challenge for
 * guarded calls; turning it off and new recovery codes, each with the factor itself.
 */
export const secondFactorRoutes: RouteModule = (app, context) => {
  const { db } = context
  app.post(
    `${Api.basePath}/user/login/secondFactor.do`,
    { config: signInRateLimit(context) },
    secondFactorSignIn(context),
  )

  userEndpoint(app, '/user/factor/status.do', (_payload, user) => success(factorStatusOf(db, user.userId)))

  userCommandRoute(app, context, '/user/factor/totp/begin.do', async ({ payload, user, request, inTransaction }) => {
    const refused = await passwordRefusal(context, request, user, payload.userPwd)
    if (refused) return refused
    return inTransaction(() => {
      const begun = beginTotp(db, ownerOf(user), context.now())
      const language = requestLanguage(request.headers)
      return begun.ok ? success(begun.value) : refusalOf(begun.error, language)
    })
  })

  userCommandRoute(app, context, '/user/factor/totp/confirm.do', async ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    if (factorMethodOf(db, user.userId) !== 'none') return refusalWith('secondFactorAlreadyOn', language)
    const now = context.now()
    const code = payload.factorCode.replace(/\s/g, '')
    const checked = await countedPasswordCheck(db, user.phone, now, async () =>
      confirmTotpCode(db, user.userId, code, now),
    )
    const refused = factorRefusal(request, checked, payload, now)
    if (refused) return refused
    return inTransaction(() =>
      successIn(language, 'secondFactorOn', { codes: renewRecoveryCodes(db, user.userId, context.now()) }),
    )
  })

  userEndpoint(app, '/user/factor/passkey/begin.do', async (payload, user, request) => {
    const refused = await passwordRefusal(context, request, user, payload.userPwd)
    if (refused) return refused
    const begun = await beginPasskey(db, relyingPartyOf(request), ownerOf(user), context.now())
    return begun.ok ? success(begun.value) : refusalOf(begun.error, requestLanguage(request.headers))
  })

  userCommandRoute(
    app,
    context,
    '/user/factor/passkey/confirm.do',
    async ({ payload, user, request, inTransaction }) => {
      const language = requestLanguage(request.headers)
      const saved = await confirmPasskey(db, relyingPartyOf(request), user.userId, payload.passkey, context.now())
      if (!saved.ok) return refusalOf(saved.error, language)
      return inTransaction(() =>
        successIn(language, 'secondFactorOn', { codes: renewRecoveryCodes(db, user.userId, context.now()) }),
      )
    },
  )

  userEndpoint(app, '/user/factor/challenge.do', async (_payload, user, request) => {
    const options = await stepUpOptions(db, relyingPartyOf(request), user.userId, context.now())
    return options.ok ? success(options.value) : refusalOf(options.error, requestLanguage(request.headers))
  })

  userCommandRoute(app, context, '/user/factor/disable.do', async ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    if (factorMethodOf(db, user.userId) === 'none') return refusalWith('secondFactorNotOn', language)
    const refused = await secondFactorGate(context, request, user, payload)
    if (refused) return refused
    return inTransaction(() => {
      disableFactor(db, user.userId)
      return successIn(language, 'secondFactorOff', null)
    })
  })

  userCommandRoute(app, context, '/user/factor/recoveryCodes.do', async ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    if (factorMethodOf(db, user.userId) === 'none') return refusalWith('secondFactorNotOn', language)
    const refused = await secondFactorGate(context, request, user, payload)
    if (refused) return refused
    return inTransaction(() =>
      successIn(language, 'recoveryCodesRenewed', { codes: renewRecoveryCodes(db, user.userId, context.now()) }),
    )
  })
}
