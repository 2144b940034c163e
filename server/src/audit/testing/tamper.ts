import { Money } from '@bourse/core'
import type { TestServer } from '../../testing/startTestServer.js'

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
