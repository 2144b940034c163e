import { Api, translate } from '@bourse/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  confirmLoginAttempt,
  phoneLockedUntil,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from '../../auth/loginThrottle.js'
import { verifyAgainstDecoy, verifyPasswordFairly } from '../../auth/passwordHash.js'
import { sessionClientOf } from '../../auth/sessionClient.js'
import { createSession } from '../../auth/sessions.js'
import { hashToken, newSessionToken } from '../../auth/sessionToken.js'
import { rememberDevice, trustedDeviceOf } from '../../auth/trustedDevices.js'
import { secondFactorDue } from '../../secondFactor/signInTickets.js'
import { findUserByPhone } from '../../users/usersRepository.js'
import type { AppContext } from '../AppContext.js'
import { deviceCookie, deviceTokenOf } from '../deviceCookie.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { lockedRefusal } from '../lockedRefusal.js'
import { requestLanguage } from '../requestLanguage.js'
import { sessionCookie } from '../sessionCookie.js'
import { relyingPartyOf } from './relyingParty.js'

/** The password check of one reserved attempt; a check refused as busy does not count against the phone. */
const checkReserved = async (context: AppContext, attempt: number, check: () => Promise<boolean>) => {
  try {
    return await check()
  } catch (error) {
    releaseLoginAttempt(context.db, attempt)
    throw error
  }
}

/**
 * `/user/login.do`: data is the session token, also set as the `USER_TOKEN` cookie (`Secure` over TLS). Each
 * attempt is counted before its password is checked, so at most five are checked per lock window — per phone for an
 * unknown browser, per device for a browser holding this phone's device cookie (OWASP's device cookies): a storm that
 * locks a phone does not lock out its owner's browser, and that browser's checks go first in the fair queue. A phone
 * that is not registered costs no password check (a timed wait stands in for it).
 */
export const investorSignIn = (context: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const language = requestLanguage(request.headers)
  const decoded = Api.decodePayload(Api.LoginPayload, request.body ?? {})
  if (!decoded.ok) return refusalOf(decoded.error, language)
  const { phone, userPwd } = decoded.value
  const device = trustedDeviceOf(context.db, deviceTokenOf(request.headers.cookie), phone)
  const lockKey = device === undefined ? phone : `device:${device}`
  const reserved = reserveLoginAttempt(context.db, lockKey, context.now())
  if (!reserved.ok) return lockedRefusal(request, reserved.lockedUntil, context.now())

  const user = findUserByPhone(context.db, phone)
  const ticket = { address: request.ip, phone, trusted: device !== undefined }
  const matches = await checkReserved(context, reserved.attempt, () =>
    user ? verifyPasswordFairly(ticket, userPwd, user.passwordHash) : verifyAgainstDecoy(userPwd),
  )
  const now = context.now()
  if (!user || !matches) {
    const lockedNow = reserved.left === 0 ? phoneLockedUntil(context.db, lockKey, now) : undefined
    if (lockedNow !== undefined) return lockedRefusal(request, lockedNow, now)
    return refusalWith('loginFailed', language, { left: String(reserved.left) })
  }
  // A browser new to an investor with a second factor gets a ticket, not a session. The attempt stays counted: only
  // the factor's own right answer forgets the failures, so a known password cannot reset the count between guesses.
  if (device === undefined) {
    const due = await secondFactorDue(context.db, relyingPartyOf(request), user.id, now)
    if (due) return successIn(language, 'secondFactorSignIn', { secondFactor: due })
  }
  confirmLoginAttempt(context.db, lockKey, reserved.attempt)
  return openSession(context, request, reply, user.id, phone, device === undefined)
}

/**
 * A signed-in investor's session: the token as `data` and the `USER_TOKEN` cookie, and for a browser new to the phone
 * the device cookie that trusts it from now on.
 */
export const openSession = (
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  phone: string,
  newDevice: boolean,
) => {
  const token = newSessionToken()
  const secure = request.protocol === 'https'
  const now = context.now()
  const cookies = context.db.transaction(() => {
    createSession(context.db, hashToken(token), userId, now, sessionClientOf(request.headers['user-agent'], request.ip))
    return newDevice ? [deviceCookie(rememberDevice(context.db, phone, now), secure)] : []
  })()
  reply.header('set-cookie', [sessionCookie(token, secure), ...cookies])
  return success(token, translate('loginSuccessful', requestLanguage(request.headers)))
}
