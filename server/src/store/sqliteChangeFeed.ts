import { type FSWatcher, watch } from 'node:fs'
import type Database from 'better-sqlite3'
import type { ChangeFeed, ChangeTopic, CommitListener, Committed } from './changeFeed.js'

/**
 * The change feed of a SQLite connection. Its own writes are known as they run (`wrote`, from the statements' text:
 * `statementCache.ts`); another connection's commit (another process on the same file: `staff:add`, a test) appends
 * to the WAL file, which the feed watches (inotify on Linux): at the first change of a turn it reads
 * `PRAGMA data_version`, which moves only when another connection has committed, and then starts every cache over
 * (it cannot tell what that connection wrote). Live while the watch holds; where the file cannot be watched, the
 * caches read the version rows once per turn as before. Account revisions stay read per use on SQLite (a lookup in
 * the process, not a round trip).
 */
export class SqliteChangeFeed implements ChangeFeed {
  readonly #db: Database.Database
  readonly #watcher: FSWatcher | undefined
  readonly #counts: Record<ChangeTopic, number> = { settings: 0, session: 0 }
  #dataVersion: number
  #checkScheduled = false
  #watcherClosed = false
  #deliveries = 0
  #waiting: { readonly until: () => boolean; readonly resolve: () => void }[] = []
  readonly #listeners = new Set<CommitListener>()
  /** What the open transaction noted for the listeners, delivered once it commits. */
  #pending: Committed[] = []
  /** Resolves once every commit made so far is durable (set by `openSqlite` from the deferred sync). */
  readonly #durable: () => Promise<void>

  constructor(db: Database.Database, walFile: string, durable: () => Promise<void> = () => Promise.resolve()) {
    this.#db = db
    this.#durable = durable
    this.#dataVersion = this.#readDataVersion()
    try {
      this.#watcher = watch(walFile, { persistent: false }, () => this.#scheduleCheck())
      this.#watcher.on('error', () => this.#watcher?.close())
    } catch {
      this.#watcher = undefined
    }
  }

  get live(): boolean {
    return this.#watcher !== undefined && !this.#watcherClosed && this.#db.open
  }

  /** Other connections' commits seen since the start: for tests. */
  get deliveries(): number {
    return this.#deliveries
  }

  version(topic: ChangeTopic): number {
    return -(this.#counts[topic] + 1)
  }

  accountRevision(): string | undefined {
    return undefined
  }

  /** Resolves once `until()` holds after a delivery (tests wait for another connection's commit this way). */
  when(until: () => boolean): Promise<void> {
    if (until()) return Promise.resolve()
    return new Promise((resolve) => this.#waiting.push({ until, resolve }))
  }

  onCommitted(listener: CommitListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  announce(text: string): void {
    if (this.#listeners.size > 0) this.#note({ kind: 'announcement', text })
  }

  wroteAccount(userId: number, eventCount: number): void {
    if (this.#listeners.size > 0) this.#note({ kind: 'account', userId, eventCount })
  }

  /** Where the open transaction's notes stand now (`rolledBackTo` it when a savepoint entered here rolls back). */
  mark(): number {
    return this.#pending.length
  }

  /** A savepoint (or the whole transaction) entered at `mark` rolled back: what it noted never happened. */
  rolledBackTo(mark: number): void {
    this.#pending.length = Math.min(this.#pending.length, mark)
  }

  /** The outermost transaction committed: its notes reach the listeners once it is durable. */
  committed(): void {
    if (this.#pending.length === 0) return
    const batch = this.#pending
    this.#pending = []
    this.#deliverWhenDurable(batch)
  }

  #note(change: Committed): void {
    if (this.#db.inTransaction) this.#pending.push(change)
    else this.#deliverWhenDurable([change])
  }

  #deliverWhenDurable(batch: readonly Committed[]): void {
    // After the turn: a group commit asks for its WAL sync just after its transaction returns.
    setImmediate(() => {
      this.#durable().then(
        () => {
          for (const change of batch) for (const listener of this.#listeners) listener(change)
        },
        () => undefined,
      )
    })
  }

  /** This connection wrote `topic`: its caches start over at once. */
  wrote(topic: ChangeTopic): void {
    this.#counts[topic] += 1
  }

  close(): void {
    this.#watcherClosed = true
    this.#watcher?.close()
  }

  #readDataVersion(): number {
    return this.#db.pragma('data_version', { simple: true }) as number
  }

  #scheduleCheck(): void {
    if (this.#checkScheduled) return
    this.#checkScheduled = true
    setImmediate(() => {
      this.#checkScheduled = false
      if (!this.#db.open) return this.close()
      const dataVersion = this.#readDataVersion()
      if (dataVersion === this.#dataVersion) return
      this.#dataVersion = dataVersion
      this.#deliveries += 1
      this.#counts.settings += 1
      this.#counts.session += 1
      const ready = this.#waiting.filter((waiter) => waiter.until())
      this.#waiting = this.#waiting.filter((waiter) => !ready.includes(waiter))
      for (const waiter of ready) waiter.resolve()
    })
  }
}

const feeds = new WeakMap<Database.Database, SqliteChangeFeed>()

/**
 * Starts the change feed of a SQLite connection in WAL mode (`openSqlite` does it); `durable` resolves once every
 * commit made so far is on disk.
 */
export const startSqliteChangeFeed = (
  db: Database.Database,
  file: string,
  durable?: () => Promise<void>,
): SqliteChangeFeed => {
  const feed = new SqliteChangeFeed(db, `${file}-wal`, durable)
  feeds.set(db, feed)
  observeSqliteTransactions(db, feed)
  return feed
}

/**
 * Tells `feed` of every transaction `db.transaction(work)` runs: where its notes stood when it began, whether it
 * (or, nested, its savepoint) rolled back, and when the outermost one committed. better-sqlite3 has no commit hook,
 * so `db.transaction` is wrapped (the server never uses its `.immediate`/`.exclusive` variants).
 */
const observeSqliteTransactions = (db: Database.Database, feed: SqliteChangeFeed): void => {
  const transaction = db.transaction.bind(db)
  const observed = <Args extends unknown[], Result>(work: (...args: Args) => Result) => {
    const run = transaction(work)
    return (...args: Args): Result => {
      const outermost = !db.inTransaction
      const mark = feed.mark()
      let result: Result
      try {
        result = run(...args)
      } catch (error) {
        feed.rolledBackTo(mark)
        throw error
      }
      if (outermost) feed.committed()
      return result
    }
  }
  Object.defineProperty(db, 'transaction', { value: observed, configurable: true, writable: true })
}

/** The connection's change feed (tests look at it). */
export const sqliteChangeFeedOf = (db: Database.Database): SqliteChangeFeed | undefined => feeds.get(db)
