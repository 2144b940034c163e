import { HelpDesk } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { messagesOf, type StoredMessage, type StoredRequest, statusCodeOf } from './helpRequests.js'
import { linkedSummaryOf } from './linkedRecords.js'

/** The wire summary (`Api.HelpRequestSummary`); `forInvestor` decides whether the unread badge can show. */
export const summaryWire = (stored: StoredRequest, now: number, forInvestor: boolean) => ({
  id: stored.id,
  topic: stored.state.topic,
  status: statusCodeOf[stored.state.status],
  subject: stored.subject,
  linked: stored.state.linked ? { kind: stored.state.linked.kind, id: stored.state.linked.id } : null,
  createTime: stored.state.createdAt,
  updateTime: stored.state.updatedAt,
  unread: forInvestor && HelpDesk.isUnread(stored.lastReplyAt, stored.seenAt),
  canReopen: HelpDesk.canReopen(stored.state, now),
})

/** One message; the staff member's name only in staff answers. */
const messageWire = (message: StoredMessage, forInvestor: boolean) => ({
  id: message.id,
  author: message.author,
  text: message.text,
  images: message.images,
  createTime: message.createdAt,
  by: forInvestor ? null : message.staffName,
})

/** The investor's thread (`Api.HelpThread`). */
export const investorThreadWire = (db: SqlConnection, stored: StoredRequest, now: number) => ({
  request: summaryWire(stored, now, true),
  messages: messagesOf(db, stored.id).map((message) => messageWire(message, true)),
})

/** The staff's messages of a thread. */
export const staffMessagesWire = (db: SqlConnection, stored: StoredRequest) =>
  messagesOf(db, stored.id).map((message) => messageWire(message, false))

/** Support's thread: the summary, the investor, one line about the linked record and the messages with their authors. */
export const staffThreadWire = (
  db: SqlConnection,
  stored: StoredRequest & { readonly phone: string; readonly realName: string },
  now: number,
) => ({
  request: summaryWire(stored, now, false),
  phone: stored.phone,
  realName: stored.realName,
  linkedSummary: linkedSummaryOf(db, stored.userId, stored.state.linked),
  messages: staffMessagesWire(db, stored),
})
