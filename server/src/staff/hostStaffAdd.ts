import { Staff, translate } from '@bourse/core'
import { resetStaffFactor } from '../secondFactor/staffFactor.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { appendAudit } from './auditTrail.js'
import { endStaffSessions, findStaffByName, insertStaff } from './staffRepository.js'

/**
 * The host's own power (DECISIONS §21), behind `staffAdd`: adds a member with roles and an already hashed password,
 * audited as `host`. It is the only way to add an admin when there is no second admin to approve a proposal.
 * Answers the refusal in English (a forbidden pair of roles, a taken name), or undefined when added.
 */
export const addStaffAsHost = (
  db: SqlConnection,
  member: { readonly name: string; readonly roles: readonly Staff.StaffRole[]; readonly passwordHash: string },
  now: number,
): string | undefined => {
  const roles = Staff.checkRoleSet(member.roles)
  if (!roles.ok) return translate(roles.error.key, 'en', roles.error.params)
  if (findStaffByName(db, member.name)) return `${member.name} already exists`
  db.transaction(() => {
    insertStaff(db, { ...member, roles: roles.value }, now)
    appendAudit(
      db,
      {
        staffId: null,
        staffName: 'host',
        roles: 'host',
        route: 'host:staffAdd',
        target: `staff:${member.name}`,
        reason: 'server command',
        outcome: 'ok',
        detail: `roles=${roles.value.join(',')}`,
      },
      now,
    )
  })()
  return undefined
}

/**
 * The host's reset of a member's second factor (`staffAdd --reset-factor <name>`, DECISIONS §28): their TOTP secret
 * and recovery codes are gone and their sessions end, so their next sign-in with the password enrols a new
 * authenticator; audited as `host`. Answers the refusal in English, or undefined when reset.
 */
export const resetStaffFactorAsHost = (db: SqlConnection, name: string, now: number): string | undefined => {
  const member = findStaffByName(db, name)
  if (!member) return `no staff member named ${name}`
  db.transaction(() => {
    resetStaffFactor(db, member.id)
    endStaffSessions(db, member.id, now)
    appendAudit(
      db,
      {
        staffId: null,
        staffName: 'host',
        roles: 'host',
        route: 'host:staffFactorReset',
        target: `staff:${member.name}`,
        reason: 'server command',
        outcome: 'ok',
        detail: 'second factor reset: enrols again at the next sign-in',
      },
      now,
    )
  })()
  return undefined
}
