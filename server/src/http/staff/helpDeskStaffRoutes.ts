import { HelpDesk, type Language } from '@bourse/core'
import { staffThreadWire, summaryWire } from '../../helpDesk/helpDeskWire.js'
import { appendMessage, findRequest, helpQueue, saveDecided, withInvestor } from '../../helpDesk/helpRequests.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

const notFound = (language: Language) => refusalWith('helpRequestNotFound', language)

/**
 * The help desk (DECISIONS §22), support's side (`/staff-api/tickets/…`): works the queue, reads (audited), replies
 * and closes; the auditor reads. The investor's side: `http/investor/helpDeskRoutes.ts`.
 */
export const helpDeskStaffRoutes: RouteModule = (app, context) => {
  const { db } = context

  staffRoute(app, context, '/tickets/queue', ({ payload, now }) =>
    success(
      helpQueue(db, payload.state).map((row) => ({
        request: summaryWire(row, now, false),
        phone: row.phone,
        realName: row.realName,
      })),
    ),
  )

  staffRoute(
    app,
    context,
    '/tickets/show',
    ({ payload, language, now }) => {
      const stored = findRequest(db, payload.id)
      return stored ? success(staffThreadWire(db, withInvestor(db, stored), now)) : notFound(language)
    },
    { auditLookUp: true },
  )

  staffRoute(app, context, '/tickets/reply', ({ payload, staff, language, now }) => {
    const stored = findRequest(db, payload.id)
    if (!stored) return notFound(language)
    const message = HelpDesk.checkMessage({ text: payload.message, images: [] })
    if (!message.ok) return refusalOf(message.error, language)
    const next = HelpDesk.supportReplies(stored.state, now)
    if (!next.ok) return refusalOf(next.error, language)
    saveDecided(db, stored, next.value, now)
    appendMessage(db, stored.id, { author: 'support', staffName: staff.name, ...message.value }, now)
    const saved = { ...stored, state: next.value, lastReplyAt: now }
    return successIn(language, 'helpReplySent', staffThreadWire(db, withInvestor(db, saved), now))
  })

  staffRoute(app, context, '/tickets/close', ({ payload, language, now }) => {
    const stored = findRequest(db, payload.id)
    if (!stored) return notFound(language)
    const next = HelpDesk.close(stored.state, now)
    if (!next.ok) return refusalOf(next.error, language)
    saveDecided(db, stored, next.value)
    const closed = withInvestor(db, { ...stored, state: next.value })
    return successIn(language, 'helpRequestClosedNow', staffThreadWire(db, closed, now))
  })
}
