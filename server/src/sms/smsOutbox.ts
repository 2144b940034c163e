import type { SqlConnection } from '../store/SqlConnection.js'
import type { SmsMessage, SmsProvider } from './SmsProvider.js'

/** One message of the development outbox, as staff read it. */
export interface OutboxRow {
  readonly id: number
  readonly phone: string
  readonly purpose: string
  readonly text: string
  readonly at: number
}

/**
 * The default SMS provider: nothing leaves the machine; each message is stored in `sms_outbox`, which support and
 * the auditor read through `GET /staff-api/sms/outbox` (DECISIONS §11: "development provider: readable by staff").
 */
export const outboxSmsProvider = (db: SqlConnection): SmsProvider => ({
  name: 'outbox',
  send: async (message: SmsMessage, now: number) => {
    db.prepare('INSERT INTO sms_outbox (phone, purpose, text, at) VALUES (?, ?, ?, ?)').run(
      message.phone,
      message.purpose,
      message.text,
      now,
    )
  },
})

/** The outbox newest first, of one phone or of all; `afterId`/`limit` page back through it (ids below `afterId`). */
export const readOutbox = (
  db: SqlConnection,
  query: { readonly phone?: string | undefined; readonly afterId: number; readonly limit: number },
): OutboxRow[] => {
  const before = query.afterId > 0 ? query.afterId : Number.MAX_SAFE_INTEGER
  const rows =
    query.phone === undefined
      ? db
          .prepare('SELECT id, phone, purpose, text, at FROM sms_outbox WHERE id < ? ORDER BY id DESC LIMIT ?')
          .all(before, query.limit)
      : db
          .prepare(
            'SELECT id, phone, purpose, text, at FROM sms_outbox WHERE phone = ? AND id < ? ORDER BY id DESC LIMIT ?',
          )
          .all(query.phone, before, query.limit)
  return rows as OutboxRow[]
}
