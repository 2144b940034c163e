import { isMoneySetting, type Language, Money, translate } from '@bourse/core'
import type { FastifyInstance } from 'fastify'
import { loadAccount } from '../../accounts/accountRepository.js'
import { saveSetting, settingChangeRefusal, settingTextOf, storedSettings } from '../../settings/settingsRepository.js'
import {
  type AdjustmentRow,
  approveAdjustment,
  findAdjustment,
  proposeAdjustment,
  proposedAdjustments,
  rejectAdjustment,
} from '../../staff/adjustments.js'
import { readAudit } from '../../staff/auditTrail.js'
import {
  disableStaff,
  findStaffById,
  findStaffByName,
  listStaff,
  type StaffRecord,
} from '../../staff/staffRepository.js'
import { findUserByPhone } from '../../users/usersRepository.js'
import type { AppContext } from '../AppContext.js'
import { refusalOf, refusalWith, success } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

const memberWire = (member: StaffRecord) => ({
  id: member.id,
  name: member.name,
  roles: [...member.roles],
  disabled: member.disabled,
  createdAt: member.createdAt,
})

const adjustmentWire = ({ userId: _userId, ...row }: AdjustmentRow) => row

/**
 * What the proposer is told of an adjustment that, booked now, would take the available balance below zero (issue
 * 34): the approval would be refused, as the engine refuses it, unless the balance rises before.
 */
const overdrawWarning = (db: AppContext['db'], row: AdjustmentRow, language: Language): string | undefined => {
  const available = loadAccount(db, row.userId).balances[`${row.account}.available`] ?? Money.zero
  const after = Money.add(available, Money.of(row.amount))
  if (!after.lt(0)) return undefined
  return translate('adjustmentWouldOverdraw', language, {
    account: row.account,
    available: Money.format(available),
    after: Money.format(after),
  })
}

/**
 * The admin's and auditor's back office: the audit trail, settings (read by the auditor; texts and switches changed by
 * an admin, money settings proposed and approved by two), staff accounts (proposed, disabled, never deleted) and
 * balance adjustments under maker-checker (DECISIONS §16, §21).
 */
export const staffAdminRoutes = (app: FastifyInstance, context: AppContext): void => {
  const { db } = context

  staffRoute(app, context, '/audit', ({ payload }) => success(readAudit(db, payload)))

  staffRoute(app, context, '/settings', () =>
    success(
      [...storedSettings(db)].map(([name, value]) => ({ name, value })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    ),
  )
  staffRoute(app, context, '/settings/change', ({ payload, language, audit }) => {
    if (isMoneySetting(payload.name)) return refusalWith('settingNeedsProposal', language, { name: payload.name })
    const refused = settingChangeRefusal(db, payload.name, payload.value)
    if (refused) return refusalOf(refused, language)
    const value = settingTextOf(payload.name, payload.value)
    const before = storedSettings(db).get(payload.name)
    audit({ detail: `${payload.name}: ${before ?? '(default)'} → ${value}` })
    saveSetting(db, payload.name, value)
    return success({ name: payload.name, value })
  })

  staffRoute(app, context, '/staff/list', () => success(listStaff(db).map(memberWire)))
  staffRoute(app, context, '/staff/disable', ({ payload, staff, language, now, audit }) => {
    const member = findStaffByName(db, payload.name)
    if (!member) return refusalWith('staffUnknown', language)
    audit({ detail: `roles=${member.roles.join(',')}` })
    if (member.id === staff.id) return refusalWith('staffCannotDisableSelf', language)
    disableStaff(db, member.id, now)
    return success(memberWire({ ...member, disabled: true }))
  })

  staffRoute(app, context, '/adjustments/queue', () => success(proposedAdjustments(db).map(adjustmentWire)))
  staffRoute(app, context, '/adjustments/propose', ({ payload, staff, language, now }) => {
    const user = findUserByPhone(db, payload.phone)
    if (!user) return refusalWith('staffUserUnknown', language)
    const id = proposeAdjustment(db, { ...payload, userId: user.id, proposedBy: staff.name }, now)
    const row = findAdjustment(db, id)
    if (!row) return refusalWith('adjustmentUnknown', language)
    const warning = overdrawWarning(db, row, language)
    return success({ ...adjustmentWire(row), ...(warning === undefined ? {} : { warning }) })
  })
  staffRoute(app, context, '/adjustments/approve', ({ payload, staff, language, now, audit }) => {
    const row = findAdjustment(db, payload.id)
    if (!row) return refusalWith('adjustmentUnknown', language)
    audit({ investor: row.phone, detail: `proposed by ${row.proposedBy}` })
    const approver = findStaffById(db, staff.id)
    if (!approver) return refusalWith('staffUnknown', language)
    const refused = approveAdjustment(db, row, approver, now)
    if (refused) return refusalOf(refused, language)
    return success(adjustmentWire(findAdjustment(db, payload.id) ?? row))
  })
  staffRoute(app, context, '/adjustments/reject', ({ payload, staff, language, now, audit }) => {
    const row = findAdjustment(db, payload.id)
    if (!row) return refusalWith('adjustmentUnknown', language)
    audit({ investor: row.phone, detail: `amount=${row.amount} account=${row.account} proposed by ${row.proposedBy}` })
    if (payload.reason === undefined) return refusalWith('staffReasonRequired', language)
    const refused = rejectAdjustment(db, row, staff.name, now)
    if (refused) return refusalOf(refused, language)
    return success(adjustmentWire(findAdjustment(db, payload.id) ?? row))
  })
}
