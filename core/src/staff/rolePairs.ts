import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { StaffRole } from './StaffRole.js'

/**
 * Roles that must never meet in one member (DECISIONS §21): the auditor with any other role (nobody checks their own
 * work), finance with support (a bank-card reset plus a payout would send money anywhere) or with admin.
 */
export const forbiddenRolePairs: readonly (readonly [StaffRole, StaffRole])[] = [
  ['auditor', 'support'],
  ['auditor', 'finance'],
  ['auditor', 'admin'],
  ['finance', 'support'],
  ['finance', 'admin'],
]

/**
 * Accepts a member's set of roles unless it holds a forbidden pair; the refusal names the pair.
 * Example: [support, admin] → ok; [finance, support] → "finance and support may not be held by one member".
 */
export const checkRoleSet = (roles: readonly StaffRole[]): Result.Result<readonly StaffRole[]> => {
  const pair = forbiddenRolePairs.find(([a, b]) => roles.includes(a) && roles.includes(b))
  return pair
    ? Result.fail(domainError('staffRolesForbidden', { first: pair[0], second: pair[1] }))
    : Result.ok([...new Set(roles)])
}
