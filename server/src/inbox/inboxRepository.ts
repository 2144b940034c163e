import { isMessageKey, type MessageKey, type MessageParams } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A notice to a user: a catalogue key and its parameters, translated when the user reads it. */
export interface Notice {
  readonly key: MessageKey
  readonly params: MessageParams
}

/** A stored row of `messages`: `text` is a notice as JSON, or plain text written by another writer. */
export interface StoredMessage {
  readonly id: number
  readonly text: string
  readonly at: number
}

/**
 * Writes a notice to the user's messages (`/user/cash/getMessagelist.do`), as `{"key", "params"}` JSON so each reader
 * sees it in their own language. Run it in the transaction of the action it reports.
 */
export const postNotice = (db: SqlConnection, userId: number, notice: Notice, now: number): void => {
  db.prepare('INSERT INTO messages (user_id, text, at) VALUES (?, ?, ?)').run(
    userId,
    JSON.stringify({ key: notice.key, params: notice.params }),
    now,
  )
}

/** The stored text as a notice, when it is one. */
export const noticeOf = (text: string): Notice | undefined => {
  if (!text.startsWith('{')) return undefined
  try {
    const parsed = JSON.parse(text) as { key?: unknown; params?: unknown }
    const params = parsed.params
    return typeof parsed.key === 'string' &&
      isMessageKey(parsed.key) &&
      typeof params === 'object' &&
      params !== null &&
      Object.values(params).every((value) => typeof value === 'string')
      ? { key: parsed.key, params: params as MessageParams }
      : undefined
  } catch {
    return undefined
  }
}

/** One page of the user's messages, newest first, and how many there are. */
export const messagePage = (
  db: SqlConnection,
  userId: number,
  pageNum: number,
  pageSize: number,
): { readonly rows: StoredMessage[]; readonly total: number } => {
  const total = (db.prepare('SELECT count(*) AS n FROM messages WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = db
    .prepare('SELECT id, text, at FROM messages WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
    .all(userId, pageSize, (pageNum - 1) * pageSize) as StoredMessage[]
  return { rows, total }
}
