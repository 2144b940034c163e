import { PostgresConnection } from './postgres/PostgresConnection.js'
import type { SqlConnection } from './SqlConnection.js'

/**
 * After values were rewritten that must not stay readable (personal numbers sealed in place), rewrites SQLite's file
 * so that no freed page keeps the old bytes and empties the WAL. On PostgreSQL old row versions stay until its own
 * `VACUUM FULL`, which the operator runs (docs/operations.md). Not inside a transaction.
 */
export const eraseFreedContent = (db: SqlConnection): void => {
  if (db instanceof PostgresConnection) return
  db.exec('VACUUM')
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
}
