import { Schema } from 'effect'
import { helpTopics } from '../helpDesk/helpTopic.js'
import { linkedRecordKinds } from '../helpDesk/linkedRecord.js'
import { IntField, PhoneField, TextField } from './formFields.js'
import { Id, Time } from './wireAtoms.js'

/** A topic as sent: `deposit`, `withdrawal`, `realName`, `bankCard`, `trading`, `account` or `other`. */
export const HelpTopicField = Schema.Literal(...helpTopics)

/** Help-request status on the wire: 0 open (waiting for support), 1 answered, 2 closed. */
export const HelpStatusCode = Schema.Literal(0, 1, 2)

/**
 * Message text as sent; core's `checkMessage` applies the 2 000-character rule with its own message, so the
 * schema only stops absurd bodies.
 */
const MessageText = Schema.String.pipe(Schema.maxLength(20_000))

/** Image keys from `/user/upload.do`, comma-separated in a form ("k1,k2"); core allows at most 3. */
const ImageKeys = TextField(/^[A-Za-z0-9_-]{1,256}(,[A-Za-z0-9_-]{1,256}){0,9}$/, 'ImageKeys')

/** The record a request concerns, as the wire carries it. */
export const HelpLinkedRecord = Schema.Struct({
  kind: Schema.Literal(...linkedRecordKinds),
  id: Schema.String,
})

/** One request in a list: its topic, status, the first words of its first message, its record and its badge. */
export const HelpRequestSummary = Schema.Struct({
  id: Id,
  topic: HelpTopicField,
  status: HelpStatusCode,
  /** The first message's first 80 characters. */
  subject: Schema.String,
  linked: Schema.NullOr(HelpLinkedRecord),
  createTime: Time,
  updateTime: Time,
  /** Support wrote since the investor last opened the thread (always false in staff answers). */
  unread: Schema.Boolean,
  /** Closed less than 7 days ago: the investor may reopen it. */
  canReopen: Schema.Boolean,
})

/** One message of a thread; `by` is the staff member's name in staff answers, null for investors. */
export const HelpMessage = Schema.Struct({
  id: Id,
  author: Schema.Literal('investor', 'support'),
  text: Schema.String,
  images: Schema.Array(Schema.String),
  createTime: Time,
  by: Schema.NullOr(Schema.String),
})

/** A request with its messages, oldest first. */
export const HelpThread = Schema.Struct({
  request: HelpRequestSummary,
  messages: Schema.Array(HelpMessage),
})

/** `/user/helpDesk/create.do`: topic, message, optional images and the record it concerns (both kind and id). */
export const HelpCreatePayload = Schema.Struct({
  topic: HelpTopicField,
  message: MessageText,
  images: Schema.optionalWith(ImageKeys, { exact: true }),
  linkedKind: Schema.optionalWith(Schema.Literal(...linkedRecordKinds), { exact: true }),
  linkedId: Schema.optionalWith(TextField(/^[A-Za-z0-9_-]{1,64}$/, 'RecordId'), { exact: true }),
})

/** One request by its id. */
export const HelpRequestIdPayload = Schema.Struct({ id: IntField(1, Number.MAX_SAFE_INTEGER) })

/** `/user/helpDesk/write.do`: a further message from the investor. */
export const HelpWritePayload = Schema.Struct({
  id: IntField(1, Number.MAX_SAFE_INTEGER),
  message: MessageText,
  images: Schema.optionalWith(ImageKeys, { exact: true }),
})

/** `/user/helpDesk/unread.do`: how many requests carry an unread reply (the badge on My and the tab bar). */
export const HelpUnread = Schema.Struct({ count: Schema.NonNegativeInt })

// Staff side (DECISIONS §22): support works the queue; the auditor reads it.

/** A request as support sees it: whose it is, and since when it waits. */
export const StaffHelpRequest = Schema.Struct({
  request: HelpRequestSummary,
  phone: PhoneField,
  realName: Schema.String,
})

/** The thread as support sees it, with the investor and a one-line account of the linked record. */
export const StaffHelpThread = Schema.Struct({
  request: HelpRequestSummary,
  phone: PhoneField,
  realName: Schema.String,
  /** e.g. "withdrawal 12 · 5000.00 · under review"; null without a record (or once it is gone). */
  linkedSummary: Schema.NullOr(Schema.String),
  messages: Schema.Array(HelpMessage),
})

/** The queue: `active` (default: open then answered, oldest first), `waiting` (open only) or `closed` (newest first). */
export const StaffHelpQueueQuery = Schema.Struct({
  state: Schema.optionalWith(Schema.Literal('active', 'waiting', 'closed'), { default: () => 'active' as const }),
})

const StaffRequestId = Schema.Int.pipe(Schema.positive())

/** `GET /staff-api/tickets/show?id=12` (query text, so a whole number as text). */
export const StaffHelpShowPayload = Schema.Struct({ id: IntField(1, Number.MAX_SAFE_INTEGER) })

/** `POST /staff-api/tickets/reply`: the reply, 1 to 2 000 characters (core's rule). */
export const StaffHelpReplyPayload = Schema.Struct({ id: StaffRequestId, message: MessageText })

/** `POST /staff-api/tickets/close`: an optional note for the audit trail. */
export const StaffHelpClosePayload = Schema.Struct({
  id: StaffRequestId,
  reason: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(500)), { exact: true }),
})
