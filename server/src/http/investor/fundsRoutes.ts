import type { Language, Result } from '@bourse/core'
import { executeCommand } from '../../accounts/executeCommand.js'
import { PasswordChecksBusyError } from '../../auth/passwordHash.js'
import { fundFlowPage } from '../../funds/fundFlow.js'
import { fundsSummary } from '../../funds/fundsSummary.js'
import { withdrawalWire } from '../../funds/fundsWire.js'
import { requestWithdrawal, settleWithdrawal, unknownWithdrawal } from '../../funds/withdrawalCommands.js'
import { findWithdrawal, withdrawalPage } from '../../funds/withdrawalRequests.js'
import { checkFundingPassword } from '../../passwords/fundingPassword.js'
import { readSettings } from '../../settings/settingsRepository.js'
import { newCommandId } from '../../trading/identifiers.js'
import { findUserById } from '../../users/usersRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { type Envelope, refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { secondFactorGate } from './secondFactorGate.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

const answered = <A>(result: Result.Result<A>, language: Language, present: (value: A) => Envelope<unknown>) =>
  result.ok ? present(result.value) : refusalOf(result.error, language)

/** Reading A transfers (DECISIONS §10): the engine's `transferFunds`, no fee; both spec paths do the same. */
const transferRoute = (
  app: Parameters<RouteModule>[0],
  context: AppContext,
  path: '/user/transAmt.do' | '/user/transformAmt',
) =>
  userCommandRoute(app, context, path, ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const settings = readSettings(context.db)
      const decision = executeCommand(
        context.db,
        user.userId,
        {
          type: 'transferFunds',
          id: newCommandId('transfer'),
          transferType: payload.type,
          amount: payload.amt,
          settings: { indexDisplay: settings.indexDisplay, futuresDisplay: settings.futuresDisplay },
        },
        context.now(),
      )
      return decision.ok ? successIn(language, 'transferSuccessful', null) : refusalOf(decision.error, language)
    })
  })

/**
 * Money out and between accounts (DECISIONS §10): withdrawals (apply, list, cancel), transfers, the funds summary and
 * the fund flow. Finance's side of withdrawals and recharges: `http/staff/fundsStaffRoutes.ts`.
 */
export const fundsRoutes: RouteModule = (app, context) => {
  const { db } = context

  userCommandRoute(app, context, '/user/withdraw/outMoney.do', async ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    const record = findUserById(db, user.userId)
    let passwordOk: boolean
    try {
      // Wrong funding passwords count towards the same lock as on the funding-password page (5 in 15 minutes).
      const checked = await checkFundingPassword(context, user.userId, payload.withPwd)
      if (typeof checked !== 'string' && checked.key === 'fundingPasswordLocked') return refusalOf(checked, language)
      passwordOk = checked === 'ok' || checked === 'notSet'
    } catch (error) {
      if (error instanceof PasswordChecksBusyError) return refusalWith('passwordChecksBusy', language)
      throw error
    }
    const refused = await secondFactorGate(context, request, user, payload)
    if (refused) return refused
    return inTransaction(() => {
      // Read again inside the transaction: KYC or the password may have changed while the hash was checked.
      const current = findUserById(db, user.userId)
      const facts = {
        amount: payload.amt,
        realNameApproved: current?.isActive === 2,
        fundingPasswordOk: passwordOk && current?.fundingPasswordHash === record?.fundingPasswordHash,
        calendarMode: context.config.calendar,
      }
      const applied = requestWithdrawal(db, user.userId, facts, context.now())
      return answered(applied, language, (row) => successIn(language, 'withdrawalApplied', withdrawalWire(row)))
    })
  })

  userCommandRoute(app, context, '/user/withdraw/cancel.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const row = findWithdrawal(db, payload.withId, user.userId)
      if (row === undefined) return refusalOf(unknownWithdrawal(payload.withId), language)
      const cancelled = settleWithdrawal(db, row, { type: 'cancelWithdrawal', settledBy: 'user' }, context.now())
      return answered(cancelled, language, (done) => successIn(language, 'withdrawalCancelledOk', withdrawalWire(done)))
    })
  })

  userEndpoint(app, '/user/withdraw/list.do', (payload, user) => {
    const { rows, total } = withdrawalPage(db, {
      userId: user.userId,
      ...(payload.withStatus === undefined ? {} : { status: payload.withStatus }),
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
    return success({ list: rows.map(withdrawalWire), total, pageNum: payload.pageNum, pageSize: payload.pageSize })
  })

  transferRoute(app, context, '/user/transAmt.do')
  transferRoute(app, context, '/user/transformAmt')

  userEndpoint(app, '/user/funds/summary', (_payload, user) =>
    success(fundsSummary(db, user.userId, readSettings(db), context.market)),
  )

  userEndpoint(app, '/user/cash/list.do', (payload, user, request) =>
    success(fundFlowPage(db, user.userId, payload, requestLanguage(request.headers))),
  )
}
