import { registerDeferredSync } from '../deferredSync.js'
import { migrations } from '../migrations.js'
import { reportRoundTripsOnSignal } from '../roundTrips.js'
import type { SqlConnection } from '../SqlConnection.js'
import { startChangeFeed } from './changeFeed.js'
import { PostgresConnection } from './PostgresConnection.js'
import { translateMigration } from './translateMigration.js'

/** Thrown at start when the database would not keep what the server acknowledged. */
export class UnsafeDatabaseError extends Error {}

/**
 * Opens the PostgreSQL database at `url` (`postgres://…`) as a `SqlConnection`: refuses a server whose
 * `synchronous_commit` is off (an acknowledged order could vanish in a crash), then applies pending migrations —
 * SQLite's list, translated (`translateMigration`) — one transaction each, under an advisory lock so two servers
 * starting together do not both migrate. Starts the connection's change feed (`changeFeed.ts`) unless told not to
 * (a database opened only to be migrated, such as the tests' template, which may have no other session when copied).
 */
export const openPostgres = (
  url: string,
  { changeFeed = true }: { readonly changeFeed?: boolean } = {},
): PostgresConnection => {
  const db = new PostgresConnection(url)
  try {
    requireDurableCommits(db)
    requireStandardStrings(db)
    migrate(db)
  } catch (error) {
    db.close()
    throw error
  }
  // Group commits send their COMMIT without the main thread waiting for it (`groupCommit`, `deferredSync.ts`).
  registerDeferredSync(db, { commitWithoutSync: (work) => db.commitWithoutSync(work), sync: () => db.sync() })
  // Other processes' commits of settings, sessions and accounts, delivered on a connection of its own.
  if (changeFeed) startChangeFeed(db, url)
  reportRoundTripsOnSignal(db)
  return db
}

const requireDurableCommits = (db: SqlConnection): void => {
  const { setting } = db.prepare('SELECT current_setting(?) AS setting').get('synchronous_commit') as {
    setting: string
  }
  if (setting === 'off') {
    throw new UnsafeDatabaseError(
      'PostgreSQL has synchronous_commit = off: a commit is acknowledged before it is on disk, so an order or a ' +
        'deposit the server confirmed could be lost in a crash. Set synchronous_commit to on (or local, ' +
        'remote_write, remote_apply) for this database or role, then start again.',
    )
  }
}

/** Values are written into statements as literals (`sqlLiterals.ts`): a backslash must be read as itself. */
const requireStandardStrings = (db: SqlConnection): void => {
  const { setting } = db.prepare("SELECT current_setting('standard_conforming_strings') AS setting").get() as {
    setting: string
  }
  if (setting !== 'on') {
    throw new UnsafeDatabaseError('PostgreSQL has standard_conforming_strings = off; Bourse needs it on (the default).')
  }
}

/** Key of the advisory lock held while migrating ("bourse" in ASCII). */
const migrationLock = 0x626f75727365

const migrate = (db: SqlConnection): void => {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  )
  db.exec(`SELECT pg_advisory_lock(${migrationLock})`)
  try {
    const applied = new Set(
      db
        .prepare('SELECT version FROM schema_migrations')
        .all()
        .map((row) => (row as { version: number }).version),
    )
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const migration of pending) {
      db.transaction(() => {
        db.exec(migration.postgres ?? translateMigration(migration.sql))
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        )
      })()
    }
    if (pending.length > 0) syncIdentities(db)
  } finally {
    db.exec(`SELECT pg_advisory_unlock(${migrationLock})`)
  }
}

/**
 * A migration may insert rows with explicit keys (as SQLite allows): move each key's sequence past the largest key,
 * so the next row inserted without one gets a new key, as in SQLite.
 */
const syncIdentities = (db: SqlConnection): void => {
  const columns = db
    .prepare(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
       WHERE table_schema = current_schema() AND is_identity = 'YES' AND identity_generation = 'BY DEFAULT'`,
    )
    .all() as { table: string; column: string }[]
  for (const { table, column } of columns) {
    db.exec(
      `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), COALESCE(MAX("${column}"), 0) + 1, false) FROM "${table}"`,
    )
  }
}
