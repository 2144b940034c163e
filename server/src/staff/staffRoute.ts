import { Api, type Language } from '@bourse/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { retryingOnceLater } from '../accounts/writeConflict.js'
import type { AppContext } from '../http/AppContext.js'
import { type Envelope, refusalOf } from '../http/envelope.js'
import { requestLanguage } from '../http/requestLanguage.js'
import { groupCommit } from '../store/groupCommit.js'
import { appendAudit, repeatsLastLookUp } from './auditTrail.js'
import { authenticateStaff, type SignedInStaff } from './staffAuth.js'

/** What a staff handler receives: the decoded payload, the member, the request, the caller's language and the time. */
export interface StaffRequest<P extends Api.StaffPath> {
  readonly payload: Api.StaffPayloadOf<P>
  readonly staff: SignedInStaff
  readonly request: FastifyRequest
  readonly language: Language
  readonly now: number
  /** What `options.prepare` produced before the transaction (e.g. a password hash), else undefined. */
  readonly prepared: unknown
}

export type StaffHandler<P extends Api.StaffPath> = (call: StaffRequest<P>) => Envelope<unknown>

export interface StaffRouteOptions {
  /** Audit a GET too: every look-up of a whole account or an ID image is recorded (DECISIONS §16). */
  readonly auditLookUp?: boolean
  /** Slow work to do before the transaction opens (password hashing); its result reaches the handler as `prepared`. */
  readonly prepare?: (payload: never) => Promise<unknown>
}

const targetKeys = ['phone', 'orderSn', 'id', 'name', 'key', 'q'] as const

/** What a call acted on, from its payload: `withdrawals:12`, `kyc:9000000001`, `staff:ana` … */
const targetOf = (path: string, payload: unknown): string => {
  const area = path.split('/')[1] ?? path
  const fields = (payload ?? {}) as Record<string, unknown>
  const key = targetKeys.find((name) => fields[name] !== undefined)
  return key ? `${area}:${String(fields[key])}` : area
}

const reasonOf = (payload: unknown): string => {
  const reason = (payload as { reason?: unknown } | undefined)?.reason
  return typeof reason === 'string' ? reason : ''
}

const auditOf = (staff: SignedInStaff, path: string, payload: unknown, outcome: string) => ({
  staffId: staff.id,
  staffName: staff.name,
  roles: staff.roles.join(','),
  route: `${Api.staffBasePath}${path}`,
  target: targetOf(path, payload),
  reason: reasonOf(payload),
  outcome,
})

const refusedWith = (reply: FastifyReply, code: number, envelope: Envelope<null>): Envelope<null> => {
  reply.code(code)
  return envelope
}

/**
 * Registers a `/staff-api` call from core's staff table: the bearer token and the role first (401 / 403 in the
 * envelope), then the payload (query for GET, JSON body for POST) decoded with the table's schema, then the handler,
 * synchronously, in one transaction. A POST, and a look-up marked `auditLookUp`, writes its audit row in that same
 * transaction (a look-up repeating the member's last row within 15 minutes is that row: `repeatsLastLookUp`); a refusal rolls back the handler's writes and is audited as refused on its own.
 */
export const staffRoute = <P extends Api.StaffPath>(
  app: FastifyInstance,
  context: AppContext,
  path: P,
  handler: StaffHandler<P>,
  options: StaffRouteOptions = {},
): void => {
  const call = Api.staffEndpoints[path]
  const audited = call.method === 'POST' || options.auditLookUp === true
  app.route({
    method: call.method,
    url: `${Api.staffBasePath}${path}`,
    handler: async (request, reply) => {
      const language = requestLanguage(request.headers)
      const signedIn = authenticateStaff(context, request, call.roles)
      if (!signedIn.ok) return refusedWith(reply, signedIn.code, signedIn.refusal)
      const { staff } = signedIn
      const input = call.method === 'GET' ? request.query : (request.body ?? {})
      const decoded = Api.decodePayload(call.payload as never, input)
      if (!decoded.ok) {
        const refused = refusalOf(decoded.error, language)
        if (audited) await auditRefusal(context, staff, path, input, refused.msg)
        return refusedWith(reply, 400, refused)
      }
      const payload = decoded.value as Api.StaffPayloadOf<P>
      const prepared = options.prepare ? await options.prepare(payload as never) : undefined
      const run = () => {
        const answer = handler({ payload, staff, request, language, now: context.now(), prepared })
        if (audited && answer.status === 0) {
          const record = auditOf(staff, path, payload, 'ok')
          // A look-up refreshed on a screen left open is the look-up already recorded (issue 22).
          const repeat = call.method === 'GET' && repeatsLastLookUp(context.db, record, context.now())
          if (!repeat) appendAudit(context.db, record, context.now())
        }
        return answer
      }
      if (!audited) return run()
      // A unit that lost a race with another server process is rolled back whole and run once more.
      const answer = await retryingOnceLater(() => groupCommit(context.db, run, (result) => result.status === 0))
      if (answer.status !== 0) await auditRefusal(context, staff, path, payload, answer.msg)
      return answer
    },
  })
}

const auditRefusal = (context: AppContext, staff: SignedInStaff, path: string, payload: unknown, msg: string) =>
  groupCommit(
    context.db,
    () => appendAudit(context.db, auditOf(staff, path, payload, `refused: ${msg}`), context.now()),
    () => true,
  )
