import { Staff } from '@bourse/core'
import { hashPassword } from '../auth/passwordHash.js'
import { giveStaffFactor } from '../secondFactor/staffFactor.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findStaffByName, insertStaff } from './staffRepository.js'

/** DECISIONS §16: demo data adds one member per role, all with this published password (demo only). */
export const demoStaffPassword = 'demo-staff-1234'

export const demoStaff = Staff.staffRoles.map((role) => ({ name: role, roles: [role], password: demoStaffPassword }))

/**
 * Adds `support`, `finance`, `auditor` and `admin` when missing (once-only by name), each with a confirmed TOTP
 * factor whose secret is `totpSecret` (`BOURSE_DEMO_TOTP_SECRET`, else core's published `demoTotpSecret`), given
 * again at every start: a newcomer reads the secret in the banner or the README and signs in.
 */
export const seedDemoStaff = async (db: SqlConnection, now: number, totpSecret: string): Promise<void> => {
  for (const member of demoStaff) {
    if (!findStaffByName(db, member.name)) {
      const passwordHash = await hashPassword(member.password)
      if (!findStaffByName(db, member.name)) insertStaff(db, { ...member, passwordHash }, now)
    }
    const stored = findStaffByName(db, member.name)
    if (stored) giveStaffFactor(db, stored.id, totpSecret, now)
  }
}
