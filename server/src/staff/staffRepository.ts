import { Staff } from '@bourse/core'
import { announceStaffSessionsEnded } from '../live/liveAnnouncements.js'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A staff account as stored: roles as a list, disabled rather than deleted. */
export interface StaffRecord {
  readonly id: number
  readonly name: string
  readonly passwordHash: string
  readonly roles: readonly Staff.StaffRole[]
  readonly disabled: boolean
  readonly createdAt: number
  /** Since when the member has held their present roles unbroken: created, last granted a role or re-enabled. */
  readonly activeSince: number
}

interface StaffRow {
  id: number
  name: string
  password_hash: string
  roles: string
  disabled_at: number | null
  created_at: number
  active_since: number | null
}

const recordOf = (row: StaffRow): StaffRecord => ({
  id: row.id,
  name: row.name,
  passwordHash: row.password_hash,
  roles: row.roles.split(',').filter((role): role is Staff.StaffRole => Staff.staffRoles.includes(role as never)),
  disabled: row.disabled_at !== null,
  createdAt: row.created_at,
  activeSince: row.active_since ?? row.created_at,
})

export const findStaffByName = (db: SqlConnection, name: string): StaffRecord | undefined => {
  const row = db.prepare('SELECT * FROM staff WHERE name = ?').get(name) as StaffRow | undefined
  return row && recordOf(row)
}

export const findStaffById = (db: SqlConnection, id: number): StaffRecord | undefined => {
  const row = db.prepare('SELECT * FROM staff WHERE id = ?').get(id) as StaffRow | undefined
  return row && recordOf(row)
}

export const listStaff = (db: SqlConnection): StaffRecord[] =>
  (db.prepare('SELECT * FROM staff ORDER BY id').all() as StaffRow[]).map(recordOf)

/** Adds a staff member with an already hashed password; answers the new id. */
export const insertStaff = (
  db: SqlConnection,
  member: { readonly name: string; readonly passwordHash: string; readonly roles: readonly Staff.StaffRole[] },
  now: number,
): number =>
  insertedId(
    db,
    'INSERT INTO staff (name, password_hash, roles, created_at) VALUES (?, ?, ?, ?)',
    member.name,
    member.passwordHash,
    member.roles.join(','),
    now,
  )

/** Disables a member (never deletes: the audit trail names them) and ends their sessions. */
export const disableStaff = (db: SqlConnection, id: number, now: number): void => {
  db.prepare('UPDATE staff SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL').run(now, id)
  endStaffSessions(db, id, now)
}

/** Gives a member a new set of roles; they count as active from now on (DECISIONS §21). */
export const setStaffRoles = (db: SqlConnection, id: number, roles: readonly Staff.StaffRole[], now: number): void => {
  db.prepare('UPDATE staff SET roles = ?, active_since = ? WHERE id = ?').run(roles.join(','), now, id)
}

/** Re-enables a disabled member; they count as active from now on. */
export const enableStaff = (db: SqlConnection, id: number, now: number): void => {
  db.prepare('UPDATE staff SET disabled_at = NULL, active_since = ? WHERE id = ? AND disabled_at IS NOT NULL').run(
    now,
    id,
  )
}

/** Ends every live session of a member (disabled, or their factor reset by the host). */
export const endStaffSessions = (db: SqlConnection, staffId: number, now: number): void => {
  db.prepare('UPDATE staff_sessions SET revoked_at = ? WHERE staff_id = ? AND revoked_at IS NULL').run(now, staffId)
  announceStaffSessionsEnded(db, { staffId })
}
