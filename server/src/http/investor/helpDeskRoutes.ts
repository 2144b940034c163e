import { type Api, HelpDesk, type Language, Result } from '@bourse/core'
import { WriteConflictError } from '../../accounts/writeConflict.js'
import { investorThreadWire, staffMessagesWire, summaryWire } from '../../helpDesk/helpDeskWire.js'
import {
  appendMessage,
  findOwnRequest,
  findRequest,
  helpQueue,
  insertRequest,
  markSeen,
  requestsOf,
  type StoredRequest,
  saveState,
  unreadCountOf,
} from '../../helpDesk/helpRequests.js'
import { linkedSummaryOf, ownsLinkedRecord } from '../../helpDesk/linkedRecords.js'
import { findOwnUpload } from '../../identity/uploadsRepository.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { atomically } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { staffRoute } from '../staff/staffRoute.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

const keysOf = (images: string | undefined): string[] => (images ? images.split(',') : [])

/** The message as core checks it, with every image the investor's own upload (someone else's reads as unknown). */
const investorMessage = (
  db: SqlConnection,
  userId: number,
  text: string,
  images: string | undefined,
): Result.Result<HelpDesk.HelpMessageDraft> => {
  const checked = HelpDesk.checkMessage({ text, images: keysOf(images) })
  if (!checked.ok) return checked
  const foreign = checked.value.images.some((key) => findOwnUpload(db, userId, key) === undefined)
  return foreign ? Result.fail({ _tag: 'DomainError', key: 'helpImageUnknown', params: {} }) : checked
}

/** The record named by `linkedKind` + `linkedId`, if the investor owns it; one without the other is refused. */
const linkedRecordOf = (
  db: SqlConnection,
  userId: number,
  payload: Api.PayloadOf<'/user/helpDesk/create.do'>,
): Result.Result<HelpDesk.LinkedRecord | undefined> => {
  const { linkedKind: kind, linkedId: id } = payload
  if (kind === undefined && id === undefined) return Result.ok(undefined)
  if (kind === undefined || id === undefined || !ownsLinkedRecord(db, userId, { kind, id }))
    return Result.fail({ _tag: 'DomainError', key: 'helpLinkedUnknown', params: {} })
  return Result.ok({ kind, id })
}

/** Saves a decided state; losing a race to another writer reruns the whole unit (which then sees the new state). */
const save = (db: SqlConnection, stored: StoredRequest, next: HelpDesk.HelpRequest, lastReplyAt?: number) => {
  if (!saveState(db, stored, next, lastReplyAt === undefined ? {} : { lastReplyAt }))
    throw new WriteConflictError(`help request ${stored.id}`)
}

const notFound = (language: Language) => refusalWith('helpRequestNotFound', language)

/**
 * The help desk (DECISIONS §22). Investors (`/prod-api/user/helpDesk/…`) file requests with a topic, a message, up
 * to 3 of their own uploaded images and optionally one of their records, write in the thread, reopen within 7 days
 * and see a badge for unread replies; every look-up is by owner, so another investor's request answers as unknown.
 * Support (`/staff-api/tickets/…`) works the queue, reads (audited), replies and closes; the auditor reads.
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
      save(db, stored, next.value)
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
      save(db, stored, next.value)
      const thread = investorThreadWire(db, { ...stored, state: next.value }, now)
      return successIn(language, 'helpRequestReopened', thread)
    })
  })

  const staffThread = (stored: StoredRequest & { phone: string; realName: string }, now: number) => ({
    request: summaryWire(stored, now, false),
    phone: stored.phone,
    realName: stored.realName,
    linkedSummary: linkedSummaryOf(db, stored.userId, stored.state.linked),
    messages: staffMessagesWire(db, stored),
  })

  const withInvestor = (stored: StoredRequest) => {
    const user = db.prepare('SELECT phone, real_name AS realName FROM users WHERE id = ?').get(stored.userId) as {
      phone: string
      realName: string
    }
    return { ...stored, ...user }
  }

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
      return stored ? success(staffThread(withInvestor(stored), now)) : notFound(language)
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
    save(db, stored, next.value, now)
    appendMessage(db, stored.id, { author: 'support', staffName: staff.name, ...message.value }, now)
    const saved = { ...stored, state: next.value, lastReplyAt: now }
    return successIn(language, 'helpReplySent', staffThread(withInvestor(saved), now))
  })

  staffRoute(app, context, '/tickets/close', ({ payload, language, now }) => {
    const stored = findRequest(db, payload.id)
    if (!stored) return notFound(language)
    const next = HelpDesk.close(stored.state, now)
    if (!next.ok) return refusalOf(next.error, language)
    save(db, stored, next.value)
    return successIn(language, 'helpRequestClosedNow', staffThread(withInvestor({ ...stored, state: next.value }), now))
  })
}
