import { WelfareBenefit } from '@bourse/core'
import { findWelfare, insertWelfare, welfareWire } from '../../welfare/welfareApplications.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

/**
 * The welfare benefit (DECISIONS §10, spec 001 §9): an investor applies once with a code for the fixed 10 000
 * (`/user/welfare/apply.do`, `/user/welfare/status.do`: paths of ours, the spec names none). Finance's review:
 * `http/staff/welfareStaffRoutes.ts`.
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
}
