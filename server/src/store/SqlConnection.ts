/** A value bound to a statement parameter. */
export type SqlValue = string | number | bigint | null

/** What running a writing statement reports: how many rows it changed. New ids come by `RETURNING id` (`insertedId`). */
export interface SqlRunResult {
  readonly changes: number
}

/** A prepared statement: positional `?` parameters, rows as plain objects keyed by column name. */
export interface SqlStatement {
  run(...params: SqlValue[]): SqlRunResult
  get(...params: SqlValue[]): unknown
  all(...params: SqlValue[]): unknown[]
}

/**
 * The storage interface every repository, the engine store and the group commit use: the few calls they make of a
 * database connection, and nothing of a driver. SQLite (better-sqlite3, `openSqlite`) implements it as it is.
 *
 * Calls are synchronous: a unit of work runs from start to commit without yielding, which is what keeps a decision
 * and its writes atomic against the in-memory account cache and lets `groupCommit` put many units in one commit.
 * `postgres/PostgresConnection.ts` implements the same interface over `pg` in a worker thread behind a synchronous
 * bridge (the main thread waits on `Atomics.wait` while the worker talks to the server), on the same migrations
 * translated (`postgres/translateMigration.ts`). The repositories' SQL keeps to what both dialects read alike
 * (`ON CONFLICT`, `RETURNING id`); the adapter rewrites `?` placeholders to `$n`, quotes mixed-case aliases and reads
 * `LIKE` as SQLite does; tables keep SQLite's `rowid` as a column there (see docs/architecture.md, "Storage").
 */
export interface SqlConnection {
  prepare(sql: string): SqlStatement
  /** Wraps `work` so that each call runs in a transaction, or in a savepoint when one is already open. */
  transaction<Args extends unknown[], Result>(work: (...args: Args) => Result): (...args: Args) => Result
  exec(sql: string): void
  readonly inTransaction: boolean
  readonly open: boolean
  close(): void
}
