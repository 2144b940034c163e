import { WelfareBenefit } from '@bourse/core'
import { findWelfare, insertWelfare, welfareQueue, welfareWire } from '../../welfare/welfareApplications.js'
import { approveWelfareOf, rejectWelfareOf, type WelfareDecision } from '../../welfare/welfareReview.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { staffRoute } from '../staff/staffRoute.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

const queueItem = ({ user, stored }: WelfareDecision) => ({
  phone: user.phone,
  realName: user.realName,
  application: welfareWire(stored),
})

/**
 * The welfare benefit (DECISIONS §10, spec 001 §9): an investor applies once with a code for the fixed 10 000
 * (`/user/welfare/apply.do`, `/user/welfare/status.do`: paths of ours, the spec names none); finance approves — a
 * journaled bonus through the engine — or rejects with a reason; the auditor reads the queue.
 */
export const welfareRoutes: RouteModule = (app, context) => {
  const { db } = context

  userCommandRoute(app, context, '/user/welfare/apply.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const applied = WelfareBenefit.applyForWelfare(
        payload.code,
        findWelfare(db, user.userId)?.application,
        context.now(),
      )
      if (!applied.ok) return refusalOf(applied.error, language)
      insertWelfare(db, user.userId, applied.value)
      const stored = findWelfare(db, user.userId)
      return successIn(language, 'welfareApplied', stored ? welfareWire(stored) : null)
    })
  })

  userEndpoint(app, '/user/welfare/status.do', (_payload, user) => {
    const stored = findWelfare(db, user.userId)
    return success(stored ? welfareWire(stored) : null)
  })

  staffRoute(app, context, '/welfare/queue', () =>
    success(
      welfareQueue(db).map((row) => ({ phone: row.phone, realName: row.realName, application: welfareWire(row) })),
    ),
  )

  staffRoute(app, context, '/welfare/approve', ({ payload, staff, language, now }) => {
    const decided = approveWelfareOf(db, payload.phone, staff.name, now)
    return decided.ok
      ? successIn(language, 'welfareApproved', queueItem(decided.value))
      : refusalOf(decided.error, language)
  })

  staffRoute(app, context, '/welfare/reject', ({ payload, staff, language, now }) => {
    const decided = rejectWelfareOf(db, payload.phone, payload.reason, staff.name, now)
    return decided.ok
      ? successIn(language, 'welfareRejected', queueItem(decided.value))
      : refusalOf(decided.error, language)
  })
}
