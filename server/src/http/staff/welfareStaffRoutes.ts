import { welfareQueue, welfareWire } from '../../welfare/welfareApplications.js'
import { approveWelfareOf, rejectWelfareOf, type WelfareDecision } from '../../welfare/welfareReview.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

const queueItem = ({ user, stored }: WelfareDecision) => ({
  phone: user.phone,
  realName: user.realName,
  application: welfareWire(stored),
})

/**
 * The welfare benefit's review (DECISIONS §10): finance approves — a journaled bonus through the engine — or rejects
 * with a reason; the auditor reads the queue. Investors apply through `welfareRoutes`.
 */
export const welfareStaffRoutes: RouteModule = (app, context) => {
  const { db } = context

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
