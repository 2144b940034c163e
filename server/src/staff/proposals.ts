import { type DomainError, defaultSettings, domainError, Staff } from '@bourse/core'
import { announceStaffItem } from '../live/liveAnnouncements.js'
import { saveSetting, settingChangeRefusal, settingTextOf, storedSettings } from '../settings/settingsRepository.js'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { isRecordClass, type RecordClass, recordClasses } from '../vault/RecordClass.js'
import { vaultOf } from '../vault/vaultOfConnection.js'
import { enableStaff, findStaffByName, insertStaff, type StaffRecord, setStaffRoles } from './staffRepository.js'

/** A proposal as stored (the first password of a new member stays as a hash, cleared once decided). */
export interface ProposalRow {
  readonly id: number
  readonly kind: Staff.ProposalKind
  readonly subject: string
  readonly value: string
  readonly previous: string
  readonly reason: string
  readonly status: Staff.ProposalStatus
  readonly proposedBy: string
  readonly proposedAt: number
  readonly decidedBy: string | null
  readonly decidedAt: number | null
}

const columns = `id, kind, subject, value, previous, reason, status, proposed_by AS proposedBy,
  proposed_at AS proposedAt, decided_by AS decidedBy, decided_at AS decidedAt`

const staffKinds: readonly Staff.ProposalKind[] = ['createStaff', 'grantRoles', 'enableStaff']

/**
 * The area a proposal belongs to: `/staff/…` decides staff proposals, `/settings/…` setting changes, `/keys/…` key
 * rotations.
 */
export type ProposalArea = 'staff' | 'settings' | 'keys'

const kindsOf = (area: ProposalArea): readonly Staff.ProposalKind[] =>
  area === 'staff' ? staffKinds : area === 'settings' ? ['changeSetting'] : ['rotateKeys']

/** The area whose routes decide a proposal of `kind`. */
export const areaOf = (kind: Staff.ProposalKind): ProposalArea =>
  kind === 'changeSetting' ? 'settings' : kind === 'rotateKeys' ? 'keys' : 'staff'

/** The classes a key rotation's subject names: one class, or `all`. */
const rotatedClasses = (subject: string): RecordClass[] =>
  subject === 'all' ? [...recordClasses] : isRecordClass(subject) ? [subject] : []

export const findProposal = (db: SqlConnection, area: ProposalArea, id: number): ProposalRow | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM staff_proposals WHERE id = ?`).get(id) as ProposalRow | undefined
  return row && kindsOf(area).includes(row.kind) ? row : undefined
}

export const listProposals = (
  db: SqlConnection,
  area: ProposalArea,
  status: Staff.ProposalStatus | 'all',
): ProposalRow[] =>
  (db.prepare(`SELECT ${columns} FROM staff_proposals ORDER BY id`).all() as ProposalRow[]).filter(
    (row) => kindsOf(area).includes(row.kind) && (status === 'all' || row.status === status),
  )

export interface NewProposal {
  readonly kind: Staff.ProposalKind
  readonly subject: string
  readonly value: string
  readonly previous: string
  readonly passwordHash?: string | undefined
  readonly reason: string
  readonly proposedBy: string
}

export const insertProposal = (db: SqlConnection, proposal: NewProposal, now: number): number => {
  const id = insertedId(
    db,
    `INSERT INTO staff_proposals (kind, subject, value, previous, password_hash, reason, status, proposed_by, proposed_at)
     VALUES (?, ?, ?, ?, ?, ?, 'proposed', ?, ?)`,
    proposal.kind,
    proposal.subject,
    proposal.value,
    proposal.previous,
    proposal.passwordHash ?? null,
    proposal.reason,
    proposal.proposedBy,
    now,
  )
  announceStaffItem(db, 'proposal', id, 'proposed', now)
  return id
}

const rolesOf = (text: string): Staff.StaffRole[] =>
  text.split(',').filter((role): role is Staff.StaffRole => Staff.staffRoles.includes(role as Staff.StaffRole))

/**
 * Why a proposal cannot take effect now (checked when proposed and again when approved, since the world may have
 * moved between): a taken name, a forbidden role pair, a member already enabled, a setting outside its bounds.
 */
export const proposalRefusal = (
  db: SqlConnection,
  proposal: Pick<NewProposal, 'kind' | 'subject' | 'value'>,
): DomainError | undefined => {
  const member = findStaffByName(db, proposal.subject)
  switch (proposal.kind) {
    case 'createStaff': {
      if (member) return domainError('staffNameTaken')
      const roles = Staff.checkRoleSet(rolesOf(proposal.value))
      return roles.ok ? undefined : roles.error
    }
    case 'grantRoles': {
      if (!member) return domainError('staffUnknown')
      const wanted = rolesOf(proposal.value)
      if (wanted.every((role) => member.roles.includes(role))) return domainError('staffRolesAlreadyHeld')
      const roles = Staff.checkRoleSet([...member.roles, ...wanted])
      return roles.ok ? undefined : roles.error
    }
    case 'enableStaff': {
      if (!member) return domainError('staffUnknown')
      if (!member.disabled) return domainError('staffAlreadyEnabled')
      const roles = Staff.checkRoleSet(member.roles)
      return roles.ok ? undefined : roles.error
    }
    case 'changeSetting':
      return settingChangeRefusal(db, proposal.subject, proposal.value)
    case 'rotateKeys': {
      const classes = rotatedClasses(proposal.subject)
      if (classes.length === 0) return domainError('requiredField', { field: 'recordClass' })
      const busy = vaultOf(db)
        .rotations()
        .some((rotation) => classes.includes(rotation.recordClass) && rotation.olderVersions.length > 0)
      return busy ? domainError('keysRotationInProgress') : undefined
    }
  }
}

/** A setting's default as text ('' when it has none in core): `withFeeSingle` → "3", `siteLever` → "10/20/30". */
const defaultTextOf = (name: string): string => {
  const value = (defaultSettings as unknown as Record<string, unknown>)[name]
  return value === undefined ? '' : Array.isArray(value) ? value.join('/') : String(value)
}

/** What is in force now for the subject of a proposal: a member's roles ('' for a new one) or a setting's text. */
export const currentValueOf = (db: SqlConnection, kind: Staff.ProposalKind, subject: string): string => {
  if (kind === 'changeSetting') return storedSettings(db).get(subject) ?? defaultTextOf(subject)
  if (kind === 'rotateKeys') {
    const vault = vaultOf(db)
    return rotatedClasses(subject)
      .map((recordClass) => `${recordClass} v${vault.currentVersion(recordClass)}`)
      .join(', ')
  }
  const member = findStaffByName(db, subject)
  if (!member) return ''
  return kind === 'enableStaff' ? `${member.roles.join(',')} (disabled)` : member.roles.join(',')
}

/**
 * Whether a setting proposal was overtaken (issue 34): another change approved since it was made moved the value it
 * was proposed against. Approving it would silently undo that change, so it is refused; the queue marks it.
 */
export const isStaleProposal = (db: SqlConnection, row: ProposalRow): boolean =>
  row.status === 'proposed' &&
  row.kind === 'changeSetting' &&
  settingTextOf(row.subject, row.previous) !== settingTextOf(row.subject, currentValueOf(db, row.kind, row.subject))

/** A proposal as staff see it: with the value in force now and whether another approval overtook it. */
export const proposalWire = (db: SqlConnection, row: ProposalRow) => ({
  ...row,
  current: currentValueOf(db, row.kind, row.subject),
  stale: isStaleProposal(db, row),
})

const passwordHashOf = (db: SqlConnection, id: number): string =>
  (
    db.prepare('SELECT password_hash AS passwordHash FROM staff_proposals WHERE id = ?').get(id) as {
      passwordHash: string | null
    }
  ).passwordHash ?? ''

const apply = (db: SqlConnection, row: ProposalRow, passwordHash: string, now: number): void => {
  const member = findStaffByName(db, row.subject)
  switch (row.kind) {
    case 'createStaff':
      insertStaff(db, { name: row.subject, passwordHash, roles: rolesOf(row.value) }, now)
      return
    case 'grantRoles':
      if (member) setStaffRoles(db, member.id, [...new Set([...member.roles, ...rolesOf(row.value)])], now)
      return
    case 'enableStaff':
      if (member) enableStaff(db, member.id, now)
      return
    case 'changeSetting':
      saveSetting(db, row.subject, row.value)
      return
    case 'rotateKeys':
      for (const recordClass of rotatedClasses(row.subject)) vaultOf(db).rotate(recordClass, now)
  }
}

const decide = (db: SqlConnection, id: number, status: Staff.ProposalStatus, by: string, now: number) => {
  const decided =
    db
      .prepare(
        `UPDATE staff_proposals SET status = ?, decided_by = ?, decided_at = ?, password_hash = NULL
       WHERE id = ? AND status = 'proposed'`,
      )
      .run(status, by, now, id).changes === 1
  if (decided) announceStaffItem(db, 'proposal', id, status, now)
  return decided
}

/**
 * Approves a proposal in the caller's transaction (DECISIONS §21): core's rule on who may approve, then the change
 * checked again against the world as it is now, then applied. Answers the refusal, if any.
 */
export const approveProposal = (
  db: SqlConnection,
  row: ProposalRow,
  approver: StaffRecord,
  now: number,
): DomainError | undefined => {
  const subject = row.kind === 'changeSetting' || row.kind === 'rotateKeys' ? undefined : row.subject
  const allowed = Staff.checkApproval({ ...row, subject }, approver)
  if (!allowed.ok) return allowed.error
  if (isStaleProposal(db, row))
    return domainError('proposalStale', {
      id: String(row.id),
      name: row.subject,
      previous: row.previous,
      current: currentValueOf(db, row.kind, row.subject),
    })
  const refused = proposalRefusal(db, row)
  if (refused) return refused
  const passwordHash = passwordHashOf(db, row.id)
  if (!decide(db, row.id, 'approved', approver.name, now)) return domainError('proposalAlreadyDecided')
  apply(db, row, passwordHash, now)
  return undefined
}

/** Rejects a proposal (a second admin, or its proposer withdrawing it); nothing changes. */
export const rejectProposal = (
  db: SqlConnection,
  row: ProposalRow,
  by: string,
  now: number,
): DomainError | undefined =>
  decide(db, row.id, 'rejected', by, now) ? undefined : domainError('proposalAlreadyDecided')
