import type { Notice } from '../inbox/inboxRepository.js'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** What a push says: a notice (translated per browser, never a balance) and where a tap on it goes. */
export interface PushMessage {
  readonly notice: Notice
  /** The app's path a tap opens, e.g. `/kline?code=600519`. */
  readonly url: string
  /** Notices with one tag replace each other on the device (a repeat after a crash shows once). */
  readonly tag: string
}

export interface QueuedPush extends PushMessage {
  readonly id: number
  readonly userId: number
  readonly tries: number
}

/** How many tries a push gets before it is given up. */
export const pushTries = 5
/** A push claimed this long ago and not sent was claimed by a process that died: it is claimed again. */
export const pushClaimTimeoutMs = 30_000

const queuedHere = new WeakSet<SqlConnection>()

/** Whether this process queued a push since the last call (the sender then looks at once instead of every 5 s). */
export const takeQueuedHere = (db: SqlConnection): boolean => queuedHere.delete(db)

/** Queues a push in the caller's transaction: it is sent after the commit, by whichever process claims it. */
export const queuePush = (db: SqlConnection, userId: number, message: PushMessage, now: number): number => {
  queuedHere.add(db)
  return insertedId(
    db,
    "INSERT INTO push_outbox (user_id, payload, status, created_at) VALUES (?, ?, 'waiting', ?)",
    userId,
    JSON.stringify(message),
    now,
  )
}

/**
 * Claims up to `limit` pushes to send (waiting, or claimed by a process that died): each moves to `sending` by one
 * process only.
 */
export const claimPushes = (db: SqlConnection, now: number, limit: number): QueuedPush[] =>
  db.transaction(() => {
    const rows = db
      .prepare(
        `SELECT id, user_id AS "userId", payload, tries FROM push_outbox
         WHERE status = 'waiting' OR (status = 'sending' AND sent_at < ?) ORDER BY id LIMIT ?`,
      )
      .all(now - pushClaimTimeoutMs, limit) as { id: number; userId: number; payload: string; tries: number }[]
    return rows
      .filter(
        (row) =>
          db
            .prepare(
              `UPDATE push_outbox SET status = 'sending', sent_at = ?, tries = tries + 1
               WHERE id = ? AND (status = 'waiting' OR (status = 'sending' AND sent_at < ?))`,
            )
            .run(now, row.id, now - pushClaimTimeoutMs).changes === 1,
      )
      .map((row) => ({
        id: row.id,
        userId: row.userId,
        tries: row.tries + 1,
        ...(JSON.parse(row.payload) as PushMessage),
      }))
  })()

/** Records how a claimed push went: `sent`, or back to `waiting` (or `failed` after its last try). */
export const settlePush = (db: SqlConnection, push: QueuedPush, sent: boolean, now: number): void => {
  const status = sent ? 'sent' : push.tries >= pushTries ? 'failed' : 'waiting'
  db.prepare('UPDATE push_outbox SET status = ?, sent_at = ? WHERE id = ?').run(status, now, push.id)
}
