import { type Event, type JournalEntry, Money, toJson } from '@bourse/core'
import { type ChainHead, eventHash, journalHash } from '../audit/historyChain.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * Appends one event and its journal rows, each chained to the account's previous one (`head`, DECISIONS §23);
 * `seq` numbers a user's events from 1, `line` its journal rows. Answers the chains' new head.
 */
export const appendEvent = (
  db: SqlConnection,
  userId: number,
  seq: number,
  event: Event,
  head: ChainHead,
): ChainHead => {
  const payload = toJson(event)
  const hash = eventHash(head.eventHash, {
    userId,
    seq,
    type: event.type,
    commandId: event.commandId,
    at: event.at,
    payload,
  })
  db.prepare(
    'INSERT INTO events (user_id, seq, type, command_id, at, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(userId, seq, event.type, event.commandId, event.at, payload, head.eventHash, hash)
  const insert = db.prepare(
    `INSERT INTO journal (user_id, event_seq, type, balance, amount, balance_after, reference, summary, at, line, prev_hash, hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  let line = head.journalLine
  let prev = head.journalHash
  for (const entry of event.journal) {
    line += 1
    const row = {
      userId,
      line,
      eventSeq: seq,
      type: entry.type,
      balance: entry.balance,
      amount: Money.toText(entry.amount),
      balanceAfter: Money.toText(entry.balanceAfter),
      reference: entry.reference,
      at: event.at,
    }
    const own = journalHash(prev, row)
    insert.run(
      userId,
      seq,
      row.type,
      row.balance,
      row.amount,
      row.balanceAfter,
      row.reference,
      summaryOf(entry),
      event.at,
      line,
      prev,
      own,
    )
    prev = own
  }
  return { eventHash: hash, journalLine: line, journalHash: prev }
}

/** The fund-flow line an auditor reads in the table itself: "buyFee P000123". Clients translate the type. */
const summaryOf = (entry: JournalEntry): string => `${entry.type} ${entry.reference}`

/** Every journal row of a user, oldest first, as core's entries (for replay and audits). */
export const journalOf = (db: SqlConnection, userId: number): JournalEntry[] =>
  (
    db
      .prepare('SELECT type, balance, amount, balance_after, reference FROM journal WHERE user_id = ? ORDER BY id')
      .all(userId) as { type: string; balance: string; amount: string; balance_after: string; reference: string }[]
  ).map((row) => ({
    type: row.type as JournalEntry['type'],
    balance: row.balance as JournalEntry['balance'],
    amount: Money.of(row.amount),
    balanceAfter: Money.of(row.balance_after),
    reference: row.reference,
  }))
