import { HelpDesk } from '@bourse/core'
import { WriteConflictError } from '../accounts/writeConflict.js'
import { announceAccountChange, announceStaffItem } from '../live/liveAnnouncements.js'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** Stored status codes, the wire's: 0 open, 1 answered, 2 closed. */
export const statusCodeOf = { open: 0, answered: 1, closed: 2 } as const
const statusOf = ['open', 'answered', 'closed'] as const

/** A request as stored: core's state plus whose it is, its subject and the read marks of the badge. */
export interface StoredRequest {
  readonly id: number
  readonly userId: number
  readonly subject: string
  readonly state: HelpDesk.HelpRequest
  /** When support last wrote; undefined before the first reply. */
  readonly lastReplyAt: number | undefined
  /** When the investor last opened the thread. */
  readonly seenAt: number | undefined
}

export interface StoredMessage {
  readonly id: number
  readonly author: 'investor' | 'support'
  readonly staffName: string | null
  readonly text: string
  readonly images: readonly string[]
  readonly createdAt: number
}

interface Row {
  readonly id: number
  readonly userId: number
  readonly topic: string
  readonly status: 0 | 1 | 2
  readonly subject: string
  readonly linkedKind: string | null
  readonly linkedId: string | null
  readonly createdAt: number
  readonly updatedAt: number
  readonly closedAt: number | null
  readonly lastReplyAt: number | null
  readonly seenAt: number | null
}

const columns = `id, user_id AS userId, topic, status, subject, linked_kind AS linkedKind, linked_id AS linkedId,
  created_at AS createdAt, updated_at AS updatedAt, closed_at AS closedAt, last_reply_at AS lastReplyAt,
  seen_at AS seenAt`

const linkedOf = (row: Row): HelpDesk.LinkedRecord | undefined =>
  row.linkedKind !== null && row.linkedId !== null && HelpDesk.isLinkedRecordKind(row.linkedKind)
    ? { kind: row.linkedKind, id: row.linkedId }
    : undefined

const fromRow = (row: Row): StoredRequest => ({
  id: row.id,
  userId: row.userId,
  subject: row.subject,
  state: {
    topic: HelpDesk.isHelpTopic(row.topic) ? row.topic : 'other',
    status: statusOf[row.status],
    linked: linkedOf(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    closedAt: row.closedAt ?? undefined,
  },
  lastReplyAt: row.lastReplyAt ?? undefined,
  seenAt: row.seenAt ?? undefined,
})

/** The subject shown in lists: the first message's first 80 characters, on one line. */
const subjectOf = (text: string): string => [...text.replace(/\s+/g, ' ')].slice(0, 80).join('')

/** Stores a new request and its first message; answers its id. */
export const insertRequest = (
  db: SqlConnection,
  userId: number,
  state: HelpDesk.HelpRequest,
  first: HelpDesk.HelpMessageDraft,
): number => {
  const id = insertedId(
    db,
    `INSERT INTO help_requests (user_id, topic, status, subject, linked_kind, linked_id, created_at, updated_at, seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    userId,
    state.topic,
    statusCodeOf[state.status],
    subjectOf(first.text),
    state.linked?.kind ?? null,
    state.linked?.id ?? null,
    state.createdAt,
    state.updatedAt,
    state.createdAt,
  )
  appendMessage(db, id, { author: 'investor', staffName: null, ...first }, state.createdAt)
  announceThread(db, userId, id, state.status, state.createdAt)
  return id
}

/** Tells the investor's live sockets and support's queue that a thread is new or changed, once it commits. */
const announceThread = (db: SqlConnection, userId: number, id: number, status: string, at: number): void => {
  announceAccountChange(db, userId, { topic: 'helpDesk', action: status, ref: String(id) }, at)
  announceStaffItem(db, 'helpDesk', id, status, at)
}

/** Appends one message to a thread (messages are never changed). */
export const appendMessage = (
  db: SqlConnection,
  requestId: number,
  message: Pick<StoredMessage, 'author' | 'staffName' | 'text' | 'images'>,
  now: number,
): void => {
  db.prepare(
    'INSERT INTO help_messages (request_id, author, staff_name, text, images, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(requestId, message.author, message.staffName, message.text, JSON.stringify(message.images), now)
}

/**
 * Saves a decided state, only over the status it was decided from: false when another request changed it first
 * (the caller refuses, and its transaction rolls back).
 */
export const saveState = (
  db: SqlConnection,
  stored: StoredRequest,
  next: HelpDesk.HelpRequest,
  marks: { readonly lastReplyAt?: number } = {},
): boolean =>
  db
    .prepare(
      `UPDATE help_requests SET status = ?, updated_at = ?, closed_at = ?, last_reply_at = ?
       WHERE id = ? AND status = ?`,
    )
    .run(
      statusCodeOf[next.status],
      next.updatedAt,
      next.closedAt ?? null,
      marks.lastReplyAt ?? stored.lastReplyAt ?? null,
      stored.id,
      statusCodeOf[stored.state.status],
    ).changes === 1

/** Saves a decided state; losing a race to another writer reruns the whole unit (which then sees the new state). */
export const saveDecided = (
  db: SqlConnection,
  stored: StoredRequest,
  next: HelpDesk.HelpRequest,
  lastReplyAt?: number,
): void => {
  if (!saveState(db, stored, next, lastReplyAt === undefined ? {} : { lastReplyAt }))
    throw new WriteConflictError(`help request ${stored.id}`)
  announceThread(db, stored.userId, stored.id, next.status, next.updatedAt)
}

/** The investor opened the thread: its replies so far are read. */
export const markSeen = (db: SqlConnection, requestId: number, now: number): void => {
  db.prepare('UPDATE help_requests SET seen_at = ? WHERE id = ?').run(now, requestId)
}

/** The request `id` if `userId` filed it; someone else's and an unknown id answer alike. */
export const findOwnRequest = (db: SqlConnection, userId: number, id: number): StoredRequest | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM help_requests WHERE id = ? AND user_id = ?`).get(id, userId) as
    | Row
    | undefined
  return row && fromRow(row)
}

/** Any investor's request, for support. */
export const findRequest = (db: SqlConnection, id: number): StoredRequest | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM help_requests WHERE id = ?`).get(id) as Row | undefined
  return row && fromRow(row)
}

/** The investor's requests, most recently active first (at most 200). */
export const requestsOf = (db: SqlConnection, userId: number): StoredRequest[] =>
  (
    db
      .prepare(`SELECT ${columns} FROM help_requests WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT 200`)
      .all(userId) as Row[]
  ).map(fromRow)

/** How many of the investor's requests carry a reply they have not opened (the badge on My and the tab bar). */
export const unreadCountOf = (db: SqlConnection, userId: number): number =>
  (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM help_requests
         WHERE user_id = ? AND last_reply_at IS NOT NULL AND (seen_at IS NULL OR last_reply_at > seen_at)`,
      )
      .get(userId) as { n: number }
  ).n

/** A thread's messages, oldest first. */
export const messagesOf = (db: SqlConnection, requestId: number): StoredMessage[] =>
  (
    db
      .prepare(
        `SELECT id, author, staff_name AS staffName, text, images, created_at AS createdAt FROM help_messages
         WHERE request_id = ? ORDER BY id`,
      )
      .all(requestId) as (Omit<StoredMessage, 'images'> & { images: string })[]
  ).map((row) => ({ ...row, images: JSON.parse(row.images) as string[] }))

export type QueueState = 'active' | 'waiting' | 'closed'

const queueFilter: Record<QueueState, string> = {
  // Oldest open first, then the answered ones (waiting on the investor), oldest first.
  active: 'r.status IN (0, 1) ORDER BY r.status, r.updatedAt, r.id',
  waiting: 'r.status = 0 ORDER BY r.updatedAt, r.id',
  closed: 'r.status = 2 ORDER BY r.updatedAt DESC, r.id DESC',
}

/** Support's queue with each investor's phone and real name (at most 500 rows). */
export const helpQueue = (
  db: SqlConnection,
  state: QueueState,
): (StoredRequest & { readonly phone: string; readonly realName: string })[] =>
  (
    db
      .prepare(
        `SELECT r.*, u.phone, u.real_name AS realName FROM (SELECT ${columns} FROM help_requests) r
         JOIN users u ON u.id = r.userId WHERE ${queueFilter[state]} LIMIT 500`,
      )
      .all() as (Row & { phone: string; realName: string })[]
  ).map((row) => ({ ...fromRow(row), phone: row.phone, realName: row.realName }))

/** A request with its investor's phone and real name, as support's answers show it. */
export const withInvestor = (
  db: SqlConnection,
  stored: StoredRequest,
): StoredRequest & { readonly phone: string; readonly realName: string } => {
  const user = db.prepare('SELECT phone, real_name AS realName FROM users WHERE id = ?').get(stored.userId) as {
    phone: string
    realName: string
  }
  return { ...stored, ...user }
}
