import type { Api } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

type Head = Api.StaffDataOf<'/users/heads'>[number]

/**
 * The stored head of each investor's chains, a page of users by id (`/staff-api/users/heads`): the last event's and
 * the last journal row's hashes, or the legacy anchor's when those rows predate the chains; '' and 0 for an account
 * without history. The auditor checks the chains themselves with `bourse audit --all` before keeping these.
 */
export const chainHeads = (db: SqlConnection, afterId: number, limit: number): Head[] =>
  (
    db
      .prepare(
        `SELECT u.id, u.phone, COALESCE(a.event_count, 0) AS eventSeq,
           COALESCE((SELECT e.hash FROM events e WHERE e.user_id = u.id AND e.seq = a.event_count), h.event_hash, '')
             AS eventHash,
           (SELECT j.line FROM journal j WHERE j.user_id = u.id ORDER BY j.id DESC LIMIT 1) AS journalLine,
           (SELECT j.hash FROM journal j WHERE j.user_id = u.id ORDER BY j.id DESC LIMIT 1) AS journalHash,
           h.journal_line AS anchorLine, h.journal_hash AS anchorHash
         FROM users u
         LEFT JOIN accounts a ON a.user_id = u.id
         LEFT JOIN history_chain_anchors h ON h.user_id = u.id
         WHERE u.id > ? ORDER BY u.id LIMIT ?`,
      )
      .all(afterId, limit) as Array<{
      id: number
      phone: string
      eventSeq: number
      eventHash: string
      journalLine: number | null
      journalHash: string | null
      anchorLine: number | null
      anchorHash: string | null
    }>
  ).map((row) => ({
    id: Number(row.id),
    phone: row.phone,
    eventSeq: Number(row.eventSeq),
    eventHash: row.eventHash,
    journalLine: Number(row.journalLine ?? row.anchorLine ?? 0),
    journalHash: row.journalHash ?? row.anchorHash ?? '',
  }))
