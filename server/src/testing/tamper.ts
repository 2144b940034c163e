import { Money } from '@bourse/core'
import { eventHash, journalHash } from '../audit/historyChain.js'
import type { TestServer } from './startTestServer.js'

/**
 * Runs `change` on `table` with its append-only triggers out of the way, as someone with the database's files or
 * its owner's password could, and puts them back: SQLite drops and recreates them, PostgreSQL disables them.
 */
export const withoutAppendOnly = (server: Pick<TestServer, 'db' | 'config'>, table: string, change: () => void) => {
  const { db } = server
  if (server.config.databaseUrl !== undefined) {
    db.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`)
    try {
      change()
    } finally {
      db.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`)
    }
    return
  }
  const triggers = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?")
    .all(table) as { name: string; sql: string }[]
  for (const trigger of triggers) db.exec(`DROP TRIGGER ${trigger.name}`)
  try {
    change()
  } finally {
    for (const trigger of triggers) db.exec(trigger.sql)
  }
}

/** `text` (a decimal) plus one paisa, as two-decimal text: `plusPaisa('2000.00')` → `'2000.01'`. */
export const plusPaisa = (text: string): string => Money.toText(Money.add(Money.of(text), Money.of('0.01')))

/** A JSON column's text with `change` applied to its parsed value (core's codec: decimals as `{$dec}`). */
// biome-ignore lint/suspicious/noExplicitAny: a tampering test reaches into stored JSON by hand
export const rewriteJson = (text: string, change: (value: any) => void): string => {
  const value = JSON.parse(text)
  change(value)
  return JSON.stringify(value)
}

/**
 * Hashes a user's events and journal rows again from their content, as a forger who knows the chains' formula
 * would after rewriting history (the rows of the other users are untouched).
 */
export const rechain = (server: Pick<TestServer, 'db' | 'config'>, userId: number): void => {
  const { db } = server
  withoutAppendOnly(server, 'events', () => {
    let prev = ''
    const events = db
      .prepare('SELECT seq, type, command_id, at, payload FROM events WHERE user_id = ? ORDER BY seq')
      .all(userId) as { seq: number; type: string; command_id: string; at: number; payload: string }[]
    for (const row of events) {
      const hash = eventHash(prev, {
        userId,
        seq: Number(row.seq),
        type: row.type,
        commandId: row.command_id,
        at: Number(row.at),
        payload: row.payload,
      })
      db.prepare('UPDATE events SET prev_hash = ?, hash = ? WHERE user_id = ? AND seq = ?').run(
        prev,
        hash,
        userId,
        row.seq,
      )
      prev = hash
    }
  })
  withoutAppendOnly(server, 'journal', () => {
    let prev = ''
    const rows = db
      .prepare(
        `SELECT id, line, event_seq, type, balance, amount, balance_after, reference, at FROM journal
         WHERE user_id = ? ORDER BY id`,
      )
      .all(userId) as {
      id: number
      line: number
      event_seq: number
      type: string
      balance: string
      amount: string
      balance_after: string
      reference: string
      at: number
    }[]
    for (const row of rows) {
      const hash = journalHash(prev, {
        userId,
        line: Number(row.line),
        eventSeq: Number(row.event_seq),
        type: row.type,
        balance: row.balance,
        amount: row.amount,
        balanceAfter: row.balance_after,
        reference: row.reference,
        at: Number(row.at),
      })
      db.prepare('UPDATE journal SET prev_hash = ?, hash = ? WHERE id = ?').run(prev, hash, row.id)
      prev = hash
    }
  })
}
