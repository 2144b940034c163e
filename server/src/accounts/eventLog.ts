import { type Event, type JournalEntry, Money, toJson } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** Appends one event and its journal rows; `seq` numbers a user's events from 1. */
export const appendEvent = (db: SqlConnection, userId: number, seq: number, event: Event): void => {
  db.prepare('INSERT INTO events (user_id, seq, type, command_id, at, payload) VALUES (?, ?, ?, ?, ?, ?)').run(
    userId,
    seq,
    event.type,
    event.commandId,
    event.at,
    toJson(event),
  )
  const insert = db.prepare(
    `INSERT INTO journal (user_id, event_seq, type, balance, amount, balance_after, reference, summary, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const entry of event.journal) {
    insert.run(
      userId,
      seq,
      entry.type,
      entry.balance,
      Money.toText(entry.amount),
      Money.toText(entry.balanceAfter),
      entry.reference,
      summaryOf(entry),
      event.at,
    )
  }
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
