import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { registerChangeFeed } from './changeFeed.js'
import { registerDeferredSync, sqliteDeferredSync } from './deferredSync.js'
import { migrations } from './migrations.js'
import { reportRoundTripsOnSignal } from './roundTrips.js'
import type { SqlConnection } from './SqlConnection.js'
import { type SqliteChangeFeed, startSqliteChangeFeed } from './sqliteChangeFeed.js'
import { cacheStatements } from './statementCache.js'

/** The SQLite connection itself, for what only SQLite has (pragmas in its tests); everything else takes `SqlConnection`. */
export type SqliteDatabase = Database.Database

/**
 * Opens (or creates) the database file in WAL mode with full sync and applies pending migrations. `db.prepare` keeps
 * each SQL text prepared for the connection's life (`statementCache.ts`). better-sqlite3's connection is the
 * server's `SqlConnection` as it is. Group commits sync the WAL off the main thread (`deferredSync.ts`); the change
 * feed (`sqliteChangeFeed.ts`) lets the settings and session caches answer without reading their version rows.
 */
export const openSqlite = (file: string): SqliteDatabase => {
  // The data folder is its owner's alone (DECISIONS §21), when this creates it.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const db = new Database(file)
  ownerOnly(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  // Freed bytes are zeroed where that costs no extra I/O: a rewritten personal number leaves no clear copy in its page.
  db.pragma('secure_delete = FAST')
  // 64 MiB of pages (SQLite's default is 2 MiB): with a million positions an order's index inserts otherwise read
  // their pages back from the file system (the scale bench's orders at 100 000 holders).
  db.pragma('cache_size = -65536')
  let feed: SqliteChangeFeed | undefined
  cacheStatements(db, (topic) => feed?.wrote(topic))
  migrate(db)
  if (db.pragma('journal_mode', { simple: true }) === 'wal') {
    const deferred = sqliteDeferredSync(db, file)
    registerDeferredSync(db, deferred)
    // Other connections' commits, seen in the WAL file; this connection's writes, seen as they run.
    feed = startSqliteChangeFeed(db, file, deferred.settled)
    registerChangeFeed(db, feed)
    const close = db.close.bind(db)
    const watching = feed
    Object.defineProperty(db, 'close', {
      value: () => {
        watching.close()
        return close()
      },
      configurable: true,
      writable: true,
    })
  }
  reportRoundTripsOnSignal(db)
  return db
}

/**
 * The database file and its WAL and shared-memory files readable and writable by their owner only (0600): SQLite
 * creates the WAL files with the database file's mode, so tightening it before WAL mode starts covers them, and an
 * older database's files are tightened at each start. `:memory:` has no file.
 */
const ownerOnly = (file: string): void => {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600)
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
