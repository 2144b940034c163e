import { Staff } from '@bourse/core'
import { hashPassword } from '../auth/passwordHash.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findStaffByName, insertStaff } from './staffRepository.js'

/** DECISIONS §16: demo data adds one member per role, all with this published password (demo only). */
export const demoStaffPassword = 'demo-staff-1234'

export const demoStaff = Staff.staffRoles.map((role) => ({ name: role, roles: [role], password: demoStaffPassword }))

/** Adds `support`, `finance`, `auditor` and `admin` when missing (once-only by name). */
export const seedDemoStaff = async (db: SqlConnection, now: number): Promise<void> => {
  for (const member of demoStaff) {
    if (findStaffByName(db, member.name)) continue
    const passwordHash = await hashPassword(member.password)
    if (!findStaffByName(db, member.name)) insertStaff(db, { ...member, passwordHash }, now)
  }
}
