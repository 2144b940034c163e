import type { Schema } from 'effect'
import type { StaffRole } from '../../staff/StaffRole.js'

/** One call of `/staff-api`: its method, the roles that may make it, the payload it reads and the `data` it answers. */
export interface StaffCall<Payload extends Schema.Schema.AnyNoContext, Data extends Schema.Schema.AnyNoContext> {
  /** GET reads the query string; POST reads a JSON body. POSTs change something and are always audited. */
  readonly method: 'GET' | 'POST'
  readonly roles: readonly StaffRole[]
  readonly payload: Payload
  readonly data: Data
}

/** Declares a staff call; e.g. `staffCall('POST', ['finance'], PayWithdrawal, Withdrawal)`. */
export const staffCall = <Payload extends Schema.Schema.AnyNoContext, Data extends Schema.Schema.AnyNoContext>(
  method: 'GET' | 'POST',
  roles: readonly StaffRole[],
  payload: Payload,
  data: Data,
): StaffCall<Payload, Data> => ({ method, roles, payload, data })
