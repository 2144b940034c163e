import { type Api, domainError, Money } from '@bourse/core'
import { loadAccount } from '../../accounts/accountRepository.js'
import { subaccountNumberOf } from '../../financing/financingIdentifiers.js'
import { type ApplicationRow, applicationsWithStatus, findApplication } from '../../financing/financingRows.js'
import { runFinancingCommand } from '../../financing/runFinancingCommand.js'
import { postNotice } from '../../inbox/inboxRepository.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { newCommandId } from '../../trading/identifiers.js'
import { findUserById } from '../../users/usersRepository.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

type StaffApplication = typeof Api.StaffFinancingApplication.Encoded

/** An application as finance reviews it: the applicant, the computed terms, and what their stock account holds now. */
export const staffApplication = (db: SqlConnection, row: ApplicationRow): StaffApplication => {
  const user = findUserById(db, row.userId)
  const r = row.record
  return {
    id: row.id,
    phone: user?.phone ?? '',
    realName: user?.realName ?? '',
    typeName: r.product.name,
    days: r.product.days,
    manageRate: r.product.manageRate.toString(),
    margin: Money.toText(r.terms.margin),
    lever: r.terms.lever,
    fundsAmount: Money.toText(r.terms.borrowed),
    lineWarning: Money.toText(r.terms.warningLine),
    lineUnwind: Money.toText(r.terms.unwindLine),
    status: r.status,
    subaccountNumber: r.subaccountNumber ?? null,
    reason: r.reason ?? null,
    stockAvailable: Money.toText(loadAccount(db, row.userId).balances['stock.available']),
    addTime: r.appliedAt,
  }
}

/**
 * Finance's review of financing applications on `/staff-api` (DECISIONS §10, §16): the queue (finance, auditor),
 * approval (the margin moves from the stock account into the new sub-account and the loan is booked, journaled) and
 * rejection with a reason. Each runs in `staffRoute`'s transaction with its audit row; the engine refuses a review of
 * an application no longer pending, so of two concurrent reviews the second is refused. The investor gets a notice.
 */
export const financingStaffRoutes: RouteModule = (app, context) => {
  // Margin financing is served with a market, as its investor side (`financingRoutes`) is.
  if (!context.market) return
  const { db } = context

  staffRoute(app, context, '/financing/queue', ({ payload }) =>
    success(applicationsWithStatus(db, 0, payload.afterId, payload.limit).map((row) => staffApplication(db, row))),
  )

  staffRoute(app, context, '/financing/approve', ({ payload, language, now }) => {
    const row = findApplication(db, payload.id)
    if (!row) return refusalOf(domainError('engineUnknownRecord', { id: String(payload.id) }), language)
    const subaccount = subaccountNumberOf(row.id)
    const decision = runFinancingCommand(
      db,
      row.userId,
      {
        type: 'approveFinancing',
        id: newCommandId('financingApprove'),
        applicationId: String(row.id),
        subaccountNumber: subaccount,
      },
      now,
    )
    if (!decision.ok) return refusalOf(decision.error, language)
    const approved = findApplication(db, row.id) as ApplicationRow
    const { margin, borrowed } = approved.record.terms
    postNotice(
      db,
      row.userId,
      {
        key: 'financingApprovedNotice',
        params: { subaccount, margin: Money.toText(margin), borrowed: Money.toText(borrowed) },
      },
      now,
    )
    return success(staffApplication(db, approved))
  })

  staffRoute(app, context, '/financing/reject', ({ payload, language, now }) => {
    const row = findApplication(db, payload.id)
    if (!row) return refusalOf(domainError('engineUnknownRecord', { id: String(payload.id) }), language)
    const decision = runFinancingCommand(
      db,
      row.userId,
      {
        type: 'rejectFinancing',
        id: newCommandId('financingReject'),
        applicationId: String(row.id),
        reason: payload.reason,
      },
      now,
    )
    if (!decision.ok) return refusalOf(decision.error, language)
    postNotice(
      db,
      row.userId,
      { key: 'financingRejectedNotice', params: { id: String(row.id), reason: payload.reason } },
      now,
    )
    return success(staffApplication(db, findApplication(db, row.id) as ApplicationRow))
  })
}
