import { type FSWatcher, watch } from 'node:fs'
import type Database from 'better-sqlite3'
import type { ChangeFeed, ChangeTopic } from './changeFeed.js'

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

  constructor(db: Database.Database, walFile: string) {
    this.#db = db
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

/** Starts the change feed of a SQLite connection in WAL mode (`openSqlite` does it). */
export const startSqliteChangeFeed = (db: Database.Database, file: string): SqliteChangeFeed => {
  const feed = new SqliteChangeFeed(db, `${file}-wal`)
  feeds.set(db, feed)
  return feed
}

/** The connection's change feed (tests look at it). */
export const sqliteChangeFeedOf = (db: Database.Database): SqliteChangeFeed | undefined => feeds.get(db)
