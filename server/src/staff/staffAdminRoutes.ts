import { Staff } from '@bourse/core'
import type { FastifyInstance } from 'fastify'
import { hashPassword } from '../auth/passwordHash.js'
import type { AppContext } from '../http/AppContext.js'
import { refusalOf, refusalWith, success } from '../http/envelope.js'
import { saveSetting, settingChangeRefusal, storedSettings } from '../settings/settingsRepository.js'
import { findUserByPhone } from '../users/usersRepository.js'
import {
  type AdjustmentRow,
  approveAdjustment,
  findAdjustment,
  proposeAdjustment,
  proposedAdjustments,
  rejectAdjustment,
} from './adjustments.js'
import { readAudit } from './auditTrail.js'
import { disableStaff, findStaffByName, insertStaff, listStaff, type StaffRecord } from './staffRepository.js'
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
 * The admin's and auditor's back office: the audit trail, settings (read by the auditor, changed by the admin), staff
 * accounts (created and disabled, never deleted) and balance adjustments under maker-checker (DECISIONS §16).
 */
export const staffAdminRoutes = (app: FastifyInstance, context: AppContext): void => {
  const { db } = context

  staffRoute(app, context, '/audit', ({ payload }) => success(readAudit(db, payload)))

  staffRoute(app, context, '/settings', () =>
    success(
      [...storedSettings(db)].map(([name, value]) => ({ name, value })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    ),
  )
  staffRoute(app, context, '/settings/change', ({ payload, language }) => {
    const refused = settingChangeRefusal(db, payload.name, payload.value)
    if (refused) return refusalOf(refused, language)
    saveSetting(db, payload.name, payload.value)
    return success({ name: payload.name, value: payload.value })
  })

  staffRoute(app, context, '/staff/list', () => success(listStaff(db).map(memberWire)))
  staffRoute(
    app,
    context,
    '/staff/create',
    ({ payload, language, now, prepared }) => {
      const password = Staff.checkStaffPassword(payload.password)
      if (!password.ok) return refusalOf(password.error, language)
      if (findStaffByName(db, payload.name)) return refusalWith('staffNameTaken', language)
      const roles = [...new Set(payload.roles)]
      const id = insertStaff(db, { name: payload.name, passwordHash: prepared as string, roles }, now)
      const member = findStaffByName(db, payload.name)
      return member && member.id === id ? success(memberWire(member)) : refusalWith('staffUnknown', language)
    },
    { prepare: (payload: { password: string }) => hashPassword(payload.password) },
  )
  staffRoute(app, context, '/staff/disable', ({ payload, staff, language, now }) => {
    const member = findStaffByName(db, payload.name)
    if (!member) return refusalWith('staffUnknown', language)
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
    return row ? success(adjustmentWire(row)) : refusalWith('adjustmentUnknown', language)
  })
  staffRoute(app, context, '/adjustments/approve', ({ payload, staff, language, now }) => {
    const row = findAdjustment(db, payload.id)
    if (!row) return refusalWith('adjustmentUnknown', language)
    const refused = approveAdjustment(db, row, staff.name, now)
    if (refused) return refusalOf(refused, language)
    return success(adjustmentWire(findAdjustment(db, payload.id) ?? row))
  })
  staffRoute(app, context, '/adjustments/reject', ({ payload, staff, language, now }) => {
    const row = findAdjustment(db, payload.id)
    if (!row) return refusalWith('adjustmentUnknown', language)
    if (payload.reason === undefined) return refusalWith('staffReasonRequired', language)
    const refused = rejectAdjustment(db, row, staff.name, now)
    if (refused) return refusalOf(refused, language)
    return success(adjustmentWire(findAdjustment(db, payload.id) ?? row))
  })
}
