import { Api, type Language, translate } from '@bourse/core'
import type { FastifyInstance } from 'fastify'
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwordHash.js'
import { staffSecondStep } from '../../secondFactor/staffFactor.js'
import { appendAudit } from '../../staff/auditTrail.js'
import { findStaffByName, type StaffRecord } from '../../staff/staffRepository.js'
import { createStaffSession, hashStaffToken, newStaffToken, revokeStaffSession } from '../../staff/staffSessions.js'
import { reserveStaffSignIn, settleStaffSignInSuccess, staffAttemptsLeft } from '../../staff/staffSignInThrottle.js'
import { groupCommit } from '../../store/groupCommit.js'
import type { AppContext } from '../AppContext.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
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

/** The answer of a staff sign-in whose password and code were right: a session, audited. */
const signedIn = (
  context: AppContext,
  member: StaffRecord,
  attemptId: number,
  recoveryCodes: readonly string[] | undefined,
  language: Language,
  now: number,
) => {
  const token = newStaffToken()
  settleStaffSignInSuccess(context.db, member.name, attemptId)
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
      ...(recoveryCodes ? { detail: 'authenticator enrolled, recovery codes issued' } : {}),
    },
    now,
  )
  return recoveryCodes
    ? successIn(language, 'staffTotpEnrolled', { token, recoveryCodes: [...recoveryCodes] })
    : success(token, translate('loginSuccessful', language))
}

/**
 * `POST /staff-api/login {name, password, totp}` → the staff token as `data` (DECISIONS §16, §28). The attempt is
 * counted before the password is checked and stays counted unless the code is right too, so five wrong passwords or
 * codes in 15 minutes lock the login however fast they arrive. A member without a factor enrols: the password alone
 * answers `{enrol: {secret, uri}}`, and the first right code confirms it and answers `{token, recoveryCodes}`.
 * A disabled member is refused like a wrong password.
 */
const login = (app: FastifyInstance, context: AppContext) =>
  app.post(`${Api.staffBasePath}/login`, { config: signInRateLimit(context) }, async (request, reply) => {
    const language = requestLanguage(request.headers)
    const decoded = Api.decodePayload(Api.StaffLoginPayload, request.body ?? {})
    if (!decoded.ok) return reply.code(400).send(refusalOf(decoded.error, language))
    const { name, password, totp } = decoded.value
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
    const left = () => String(staffAttemptsLeft(context.db, name, now))
    if (!member || !matches) {
      const failed = refusalWith('staffLoginFailed', language, { left: left() })
      await auditFailedSignIn(context, name, failed.msg)
      return reply.code(401).send(failed)
    }
    const answer = await atomically<unknown>(context, () => {
      const step = staffSecondStep(context.db, member, totp, now)
      if (step.kind === 'signedIn')
        return signedIn(context, member, reservation.attemptId, step.recoveryCodes, language, now)
      if (step.kind === 'enrol')
        return successIn(language, 'staffTotpEnrol', { enrol: { secret: step.secret, uri: step.uri } })
      return step.kind === 'codeRequired'
        ? refusalWith('staffTotpRequired', language)
        : refusalWith('staffTotpWrong', language, { left: left() })
    })
    if (answer.status === 0) return answer
    await auditFailedSignIn(context, name, answer.msg)
    return reply.code(401).send(answer)
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
