import { HelpDesk, type Language } from '@bourse/core'
import { investorThreadWire, summaryWire } from '../../helpDesk/helpDeskWire.js'
import {
  appendMessage,
  findOwnRequest,
  insertRequest,
  markSeen,
  requestsOf,
  saveDecided,
  unreadCountOf,
} from '../../helpDesk/helpRequests.js'
import { investorMessage, linkedRecordOf } from '../../helpDesk/investorDraft.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { atomically } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

const notFound = (language: Language) => refusalWith('helpRequestNotFound', language)

/**
 * The help desk (DECISIONS §22), the investor's side (`/prod-api/user/helpDesk/…`): file requests with a topic, a
 * message, up to 3 of their own uploaded images and optionally one of their records, write in the thread, reopen
 * within 7 days and see a badge for unread replies; every look-up is by owner, so another investor's request answers
 * as unknown. Support's side: `http/staff/helpDeskStaffRoutes.ts`.
 */
export const helpDeskRoutes: RouteModule = (app, context) => {
  const { db } = context

  userEndpoint(app, '/user/helpDesk/list.do', (_payload, user) =>
    success(requestsOf(db, user.userId).map((stored) => summaryWire(stored, context.now(), true))),
  )

  userEndpoint(app, '/user/helpDesk/unread.do', (_payload, user) => success({ count: unreadCountOf(db, user.userId) }))

  userCommandRoute(app, context, '/user/helpDesk/create.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const now = context.now()
      const message = investorMessage(db, user.userId, payload.message, payload.images)
      if (!message.ok) return refusalOf(message.error, language)
      const linked = linkedRecordOf(db, user.userId, payload)
      if (!linked.ok) return refusalOf(linked.error, language)
      const id = insertRequest(db, user.userId, HelpDesk.openRequest(payload.topic, linked.value, now), message.value)
      const stored = findOwnRequest(db, user.userId, id)
      return stored ? successIn(language, 'helpRequestFiled', investorThreadWire(db, stored, now)) : notFound(language)
    })
  })

  userEndpoint(app, '/user/helpDesk/show.do', (payload, user, request) => {
    const language = requestLanguage(request.headers)
    return atomically(context, () => {
      const now = context.now()
      const stored = findOwnRequest(db, user.userId, payload.id)
      if (!stored) return notFound(language)
      markSeen(db, stored.id, now)
      return success(investorThreadWire(db, { ...stored, seenAt: now }, now))
    })
  })

  userCommandRoute(app, context, '/user/helpDesk/write.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const now = context.now()
      const stored = findOwnRequest(db, user.userId, payload.id)
      if (!stored) return notFound(language)
      const message = investorMessage(db, user.userId, payload.message, payload.images)
      if (!message.ok) return refusalOf(message.error, language)
      const next = HelpDesk.investorWrites(stored.state, now)
      if (!next.ok) return refusalOf(next.error, language)
      saveDecided(db, stored, next.value)
      appendMessage(db, stored.id, { author: 'investor', staffName: null, ...message.value }, now)
      markSeen(db, stored.id, now)
      const thread = investorThreadWire(db, { ...stored, state: next.value, seenAt: now }, now)
      return successIn(language, 'helpMessageSent', thread)
    })
  })

  userCommandRoute(app, context, '/user/helpDesk/reopen.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const now = context.now()
      const stored = findOwnRequest(db, user.userId, payload.id)
      if (!stored) return notFound(language)
      const next = HelpDesk.reopen(stored.state, now)
      if (!next.ok) return refusalOf(next.error, language)
      saveDecided(db, stored, next.value)
      const thread = investorThreadWire(db, { ...stored, state: next.value }, now)
      return successIn(language, 'helpRequestReopened', thread)
    })
  })
}
