import { Staff } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import { findLiveStaffSession, hashStaffToken, isWellFormedStaffToken } from '../../staff/staffSessions.js'
import type { AppContext } from '../AppContext.js'
import { type Envelope, refusalWith } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'

/** The staff member making a request, with the hash of the token it came with (for logout). */
export interface SignedInStaff {
  readonly id: number
  readonly name: string
  readonly roles: readonly Staff.StaffRole[]
  readonly tokenHash: string
}

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header) : null
  return match?.[1]
}

/**
 * The signed-in member if the request carries a live staff token (`Authorization: Bearer stf_…`) and the member holds
 * one of `allowed`, else the refusal to send. Investor tokens and cookies are never read here.
 */
export const authenticateStaff = (
  context: AppContext,
  request: FastifyRequest,
  allowed: readonly Staff.StaffRole[],
):
  | { readonly ok: true; readonly staff: SignedInStaff }
  | {
      readonly ok: false
      readonly code: 401 | 403
      readonly refusal: Envelope<null>
      /** The member refused for their role (403), so the refusal can be audited. */
      readonly member?: SignedInStaff
    } => {
  const language = requestLanguage(request.headers)
  const token = bearerOf(request)
  const tokenHash = token !== undefined && isWellFormedStaffToken(token) ? hashStaffToken(token) : undefined
  const member = tokenHash && findLiveStaffSession(context.db, tokenHash, context.now())
  if (!member || !tokenHash) return { ok: false, code: 401, refusal: refusalWith('staffNotSignedIn', language) }
  const staff = { id: member.id, name: member.name, roles: member.roles, tokenHash }
  if (!Staff.mayCall(member.roles, allowed))
    return { ok: false, code: 403, refusal: refusalWith('staffRoleRefused', language), member: staff }
  return { ok: true, staff }
}
