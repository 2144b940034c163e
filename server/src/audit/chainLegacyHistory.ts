import type { SqlConnection } from '../store/SqlConnection.js'
import { eventHash, genesis, journalHash } from './historyChain.js'

interface LegacyEvent {
  seq: number
  type: string
  command_id: string
  at: number
  payload: string
}

interface LegacyJournalRow {
  event_seq: number
  type: string
  balance: string
  amount: string
  balance_after: string
  reference: string
  at: number
}

/** One account's rows written before the chains: chained in order, the heads stored as its anchor. */
const anchorAccount = (db: SqlConnection, userId: number, now: number): void => {
  let event = { seq: 0, hash: genesis.eventHash }
  const events = db
    .prepare('SELECT seq, type, command_id, at, payload FROM events WHERE user_id = ? AND hash IS NULL ORDER BY seq')
    .all(userId) as LegacyEvent[]
  for (const row of events) {
    const seq = Number(row.seq)
    const at = Number(row.at)
    const hash = eventHash(event.hash, {
      userId,
      seq,
      type: row.type,
      commandId: row.command_id,
      at,
      payload: row.payload,
    })
    event = { seq, hash }
  }
  let journal = { line: genesis.journalLine, hash: genesis.journalHash }
  const rows = db
    .prepare(
      `SELECT event_seq, type, balance, amount, balance_after, reference, at FROM journal
       WHERE user_id = ? AND hash IS NULL ORDER BY id`,
    )
    .all(userId) as LegacyJournalRow[]
  for (const row of rows) {
    const line = journal.line + 1
    const hash = journalHash(journal.hash, {
      userId,
      line,
      eventSeq: Number(row.event_seq),
      type: row.type,
      balance: row.balance,
      amount: row.amount,
      balanceAfter: row.balance_after,
      reference: row.reference,
      at: Number(row.at),
    })
    journal = { line, hash }
  }
  db.prepare(
    `INSERT INTO history_chain_anchors (user_id, event_seq, event_hash, journal_line, journal_hash, at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(userId, event.seq, event.hash, journal.line, journal.hash, now)
}

/**
 * Chains the history written before migration 130 once (DECISIONS §23): for every account with events that have no
 * hash, its old events (by `seq`) and journal rows (by id, numbered 1, 2, … as lines) are hashed with the chains'
 * formula and the heads stored in `history_chain_anchors`, where its next rows chain on. Runs at start, in one
 * transaction; a database already chained (`history_chain_legacy.chained_at` set) is not read. Answers the number of
 * accounts anchored.
 */
export const chainLegacyHistory = (db: SqlConnection, now: number): number => {
  const marker = db.prepare('SELECT chained_at FROM history_chain_legacy WHERE id = 1').get() as
    | { chained_at: number | null }
    | undefined
  if (marker === undefined || marker.chained_at !== null) return 0
  return db.transaction(() => {
    const users = (
      db.prepare('SELECT DISTINCT user_id FROM events WHERE hash IS NULL ORDER BY user_id').all() as {
        user_id: number
      }[]
    ).map((row) => Number(row.user_id))
    for (const userId of users) anchorAccount(db, userId, now)
    db.prepare('UPDATE history_chain_legacy SET chained_at = ? WHERE id = 1 AND chained_at IS NULL').run(now)
    return users.length
  })()
}
