import { Api, translate } from '@bourse/core'
import type { FastifyInstance } from 'fastify'
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwordHash.js'
import { appendAudit } from '../../staff/auditTrail.js'
import { findStaffByName } from '../../staff/staffRepository.js'
import { createStaffSession, hashStaffToken, newStaffToken, revokeStaffSession } from '../../staff/staffSessions.js'
import { reserveStaffSignIn, settleStaffSignInSuccess, staffAttemptsLeft } from '../../staff/staffSignInThrottle.js'
import { groupCommit } from '../../store/groupCommit.js'
import type { AppContext } from '../AppContext.js'
import { refusalOf, refusalWith, success } from '../envelope.js'
import { atomically } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { signInRateLimit } from '../signInRateLimit.js'
import { staffRoute } from './staffRoute.js'

/**
 * A failed or locked staff sign-in in the trail (DECISIONS §21), under the name tried (known member or not). The
 * per-address sign-in limit bounds how many rows a storm can write.
 */
const auditFailedSignIn = (context: AppContext, name: string, msg: string) => {
  const member = findStaffByName(context.db, name)
  return groupCommit(
    context.db,
    () =>
      appendAudit(
        context.db,
        {
          staffId: member?.id ?? null,
          staffName: name,
          roles: member?.roles.join(',') ?? '',
          route: `${Api.staffBasePath}/login`,
          target: `staff:${name}`,
          reason: '',
          outcome: `refused: ${msg}`,
        },
        context.now(),
      ),
    () => true,
  )
}

/**
 * `POST /staff-api/login {name, password}` → the staff token as `data` (DECISIONS §16). The attempt is counted before
 * the password is checked, so five wrong guesses in 15 minutes lock the login however fast they arrive. A disabled
 * member is refused like a wrong password.
 */
const login = (app: FastifyInstance, context: AppContext) =>
  app.post(`${Api.staffBasePath}/login`, { config: signInRateLimit(context) }, async (request, reply) => {
    const language = requestLanguage(request.headers)
    const decoded = Api.decodePayload(Api.StaffLoginPayload, request.body ?? {})
    if (!decoded.ok) return reply.code(400).send(refusalOf(decoded.error, language))
    const { name, password } = decoded.value
    const reservation = reserveStaffSignIn(context.db, name, context.now())
    if (!reservation.ok) {
      const minutes = String(Math.max(1, Math.ceil((reservation.until - context.now()) / 60_000)))
      const locked = refusalWith('staffLoginLocked', language, { minutes })
      await auditFailedSignIn(context, name, locked.msg)
      return reply.code(429).send(locked)
    }
    const member = findStaffByName(context.db, name)
    const matches =
      member && !member.disabled
        ? await verifyPassword(password, member.passwordHash)
        : await verifyAgainstDecoy(password)
    const now = context.now()
    if (!member || !matches) {
      const failed = refusalWith('staffLoginFailed', language, {
        left: String(staffAttemptsLeft(context.db, name, now)),
      })
      await auditFailedSignIn(context, name, failed.msg)
      return reply.code(401).send(failed)
    }
    const token = newStaffToken()
    return atomically(context, () => {
      settleStaffSignInSuccess(context.db, name, reservation.attemptId)
      createStaffSession(context.db, hashStaffToken(token), member.id, now)
      appendAudit(
        context.db,
        {
          staffId: member.id,
          staffName: member.name,
          roles: member.roles.join(','),
          route: `${Api.staffBasePath}/login`,
          target: `staff:${member.name}`,
          reason: '',
          outcome: 'ok',
        },
        now,
      )
      return success(token, translate('loginSuccessful', language))
    })
  })

/** Staff sign-in, sign-out and who-am-I. */
export const staffSignInRoutes = (app: FastifyInstance, context: AppContext): void => {
  login(app, context)
  staffRoute(app, context, '/logout', ({ staff, now }) => {
    revokeStaffSession(context.db, staff.tokenHash, now)
    return success(null)
  })
  staffRoute(app, context, '/me', ({ staff }) => success({ id: staff.id, name: staff.name, roles: [...staff.roles] }))
}
