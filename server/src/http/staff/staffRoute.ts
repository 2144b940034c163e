import { Api, type Language } from '@bourse/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type InconsistentAccountError, isInconsistentAccount } from '../../accounts/inconsistentAccount.js'
import { retryingOnceLater } from '../../accounts/writeConflict.js'
import { appendAudit, repeatsLastLookUp } from '../../staff/auditTrail.js'
import { groupCommit } from '../../store/groupCommit.js'
import { findUserById } from '../../users/usersRepository.js'
import type { AppContext } from '../AppContext.js'
import { type Envelope, refusalOf, refusalWith } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { authenticateStaff, type SignedInStaff } from './staffAuth.js'

/** What a handler adds to its audit row: a better target, what it moved or changed, the investor concerned. */
export interface AuditNote {
  readonly target?: string
  readonly detail?: string
  readonly investor?: string
}

/** What a staff handler receives: the decoded payload, the member, the request, the caller's language and the time. */
export interface StaffRequest<P extends Api.StaffPath> {
  readonly payload: Api.StaffPayloadOf<P>
  readonly staff: SignedInStaff
  readonly request: FastifyRequest
  readonly language: Language
  readonly now: number
  /** What `options.prepare` produced before the transaction (e.g. a password hash), else undefined. */
  readonly prepared: unknown
  /** Adds to the audit row written for this call (the last note wins field by field). */
  readonly audit: (note: AuditNote) => void
}

export type StaffHandler<P extends Api.StaffPath> = (call: StaffRequest<P>) => Envelope<unknown>

export interface StaffRouteOptions {
  /** Audit a GET too: every look-up of a whole account or an ID image is recorded (DECISIONS §16). */
  readonly auditLookUp?: boolean
  /** A look-up that reads part of what this route's look-up of the same object shows: within it, it is that look-up. */
  readonly partOf?: Api.StaffPath
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

// Fields worth keeping in the trail, from the payload and then from the answer (a password is never among them;
// bank numbers in answers are already masked).
const payloadDetailKeys = ['action', 'account', 'amount', 'roles', 'value', 'reference'] as const
const answerDetailKeys = ['account', 'amount', 'fee', 'received', 'bankNo', 'note'] as const

const isDecimal = (value: unknown): value is { toFixed(decimals: number): string } =>
  typeof value === 'object' && value !== null && typeof (value as { toFixed?: unknown }).toFixed === 'function'

// Decoded amounts are decimals: shown with their 2 decimals, as the trail's readers see money everywhere.
const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.join(',') : isDecimal(value) ? value.toFixed(2) : String(value)

/** `amount=25.50 account=stock`: what the call moved or changed, read from its payload and its answer. */
const detailOf = (payload: unknown, answer: Envelope<unknown> | undefined): string => {
  const given = (payload ?? {}) as Record<string, unknown>
  const data = (answer?.status === 0 && typeof answer.data === 'object' && answer.data) || {}
  const parts = new Map<string, string>()
  for (const key of payloadDetailKeys) if (given[key] !== undefined) parts.set(key, textOf(given[key]))
  for (const key of answerDetailKeys) {
    const value = (data as Record<string, unknown>)[key]
    if (value !== undefined && value !== null && value !== '' && !parts.has(key)) parts.set(key, textOf(value))
  }
  return [...parts].map(([key, value]) => `${key}=${value}`).join(' ')
}

const investorOf = (payload: unknown, answer: Envelope<unknown> | undefined): string => {
  const phone =
    (payload as { phone?: unknown } | undefined)?.phone ??
    (answer?.status === 0 ? (answer.data as { phone?: unknown } | null)?.phone : undefined)
  return typeof phone === 'string' ? phone : ''
}

interface AuditCall {
  readonly staff: SignedInStaff
  readonly path: string
  readonly payload: unknown
  readonly answer?: Envelope<unknown>
  readonly note: AuditNote
}

const auditOf = ({ staff, path, payload, answer, note }: AuditCall, outcome: string) => {
  const derived = detailOf(payload, answer)
  return {
    staffId: staff.id,
    staffName: staff.name,
    roles: staff.roles.join(','),
    route: `${Api.staffBasePath}${path}`,
    target: note.target ?? targetOf(path, payload),
    reason: reasonOf(payload),
    outcome,
    detail: [derived, note.detail].filter((part) => part !== undefined && part !== '').join(' '),
    investor: note.investor ?? investorOf(payload, answer),
  }
}

/** A staff call on a frozen account (issue 34): refused, naming the account and the event, and audited as refused. */
const frozenRefusal = (context: AppContext, error: InconsistentAccountError, language: Language) =>
  refusalWith('accountFrozenStaff', language, {
    phone: findUserById(context.db, error.userId)?.phone ?? String(error.userId),
    seq: String(error.seq),
    type: error.eventType,
  })

/** The handler's answer; a frozen account's refusal instead of the error it threw. */
const answerOf = <P extends Api.StaffPath>(
  context: AppContext,
  handler: StaffHandler<P>,
  call: StaffRequest<P>,
): Envelope<unknown> => {
  try {
    return handler(call)
  } catch (error) {
    if (isInconsistentAccount(error)) return frozenRefusal(context, error, call.language)
    throw error
  }
}

const refusedWith = (reply: FastifyReply, code: number, envelope: Envelope<null>): Envelope<null> => {
  reply.code(code)
  return envelope
}

const auditRefusal = (context: AppContext, call: AuditCall, msg: string) =>
  groupCommit(
    context.db,
    () => appendAudit(context.db, auditOf(call, `refused: ${msg}`), context.now()),
    () => true,
  )

/**
 * Registers a `/staff-api` call from core's staff table: the bearer token and the role first (401 / 403 in the
 * envelope), then the payload (query for GET, JSON body for POST) decoded with the table's schema, then the handler,
 * synchronously, in one transaction. A POST, and a look-up marked `auditLookUp`, writes its audit row in that same
 * transaction (a look-up repeating the member's last row within 15 minutes is that row: `repeatsLastLookUp`); every
 * refusal of a signed-in member (403, bad input, a business refusal, on GET too) rolls back the handler's writes and
 * is audited as refused on its own (DECISIONS §21).
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
      const input = call.method === 'GET' ? request.query : (request.body ?? {})
      if (!signedIn.ok) {
        if (signedIn.member)
          await auditRefusal(context, { staff: signedIn.member, path, payload: input, note: {} }, signedIn.refusal.msg)
        return refusedWith(reply, signedIn.code, signedIn.refusal)
      }
      const { staff } = signedIn
      const decoded = Api.decodePayload(call.payload as never, input)
      if (!decoded.ok) {
        const refused = refusalOf(decoded.error, language)
        await auditRefusal(context, { staff, path, payload: input, note: {} }, refused.msg)
        return refusedWith(reply, 400, refused)
      }
      const payload = decoded.value as Api.StaffPayloadOf<P>
      const prepared = options.prepare ? await options.prepare(payload as never) : undefined
      let note: AuditNote = {}
      const audit = (more: AuditNote) => {
        note = { ...note, ...more }
      }
      const run = () => {
        note = {}
        const answer = answerOf(context, handler, {
          payload,
          staff,
          request,
          language,
          now: context.now(),
          prepared,
          audit,
        })
        if (audited && answer.status === 0) {
          const record = auditOf({ staff, path, payload, answer, note }, 'ok')
          // A look-up refreshed on a screen left open is the look-up already recorded (issue 22).
          const within = options.partOf && `${Api.staffBasePath}${options.partOf}`
          const repeat = call.method === 'GET' && repeatsLastLookUp(context.db, record, context.now(), within)
          if (!repeat) appendAudit(context.db, record, context.now())
        }
        return answer
      }
      // A unit that lost a race with another server process is rolled back whole and run once more.
      const answer = audited
        ? await retryingOnceLater(() => groupCommit(context.db, run, (result) => result.status === 0))
        : run()
      if (answer.status !== 0) await auditRefusal(context, { staff, path, payload, note }, answer.msg)
      return answer
    },
  })
}
