import { chmodSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { registerDeferredSync, sqliteDeferredSync } from './deferredSync.js'
import { migrations } from './migrations.js'
import type { SqlConnection } from './SqlConnection.js'
import { cacheStatements } from './statementCache.js'

/** The SQLite connection itself, for what only SQLite has (pragmas in its tests); everything else takes `SqlConnection`. */
export type SqliteDatabase = Database.Database

/**
 * Opens (or creates) the database file in WAL mode with full sync and applies pending migrations. `db.prepare` keeps
 * each SQL text prepared for the connection's life (`statementCache.ts`). better-sqlite3's connection is the
 * server's `SqlConnection` as it is. Group commits sync the WAL off the main thread (`deferredSync.ts`).
 */
export const openSqlite = (file: string): SqliteDatabase => {
  // Readable by the server's user only (DECISIONS §21): a new data folder 0700; the file 0600 before WAL mode, so
  // SQLite creates its -wal and -shm files with the same mode.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const db = new Database(file)
  chmodSync(file, 0o600)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  cacheStatements(db)
  migrate(db)
  if (db.pragma('journal_mode', { simple: true }) === 'wal') registerDeferredSync(db, sqliteDeferredSync(db, file))
  return db
}

const migrate = (db: SqlConnection): void => {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  )
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  )
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      )
    })()
  }
}

export const schemaVersion = (db: SqlConnection): number =>
  (db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null }).version ?? 0
