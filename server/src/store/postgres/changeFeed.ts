import pg from 'pg'
import {
  type ChangeFeed,
  type ChangeTopic,
  type CommitListener,
  type Committed,
  registerChangeFeed,
  topicsWrittenBy,
} from '../changeFeed.js'
import type { PostgresConnection } from './PostgresConnection.js'

/**
 * The channel migration 160's triggers notify on commit — `s` settings, `u` sessions and users, `a<user> <count>
 * <revision>` — and `announce` on its own: `l<text>`.
 */
export const changeChannel = 'bourse_changes'

/** How long a cut feed waits before it listens again (the caches read versions per turn meanwhile). */
const reconnectDelayMs = 1000

/** Account revisions kept; past it the map starts over (those accounts read their revision until written again). */
const revisionCapacity = 200_000

/**
 * The change feed of one process on PostgreSQL: a `pg` client of its own on the main thread's event loop, `LISTEN`ing
 * on `bourse_changes`. PostgreSQL delivers a notification to every listener once its transaction commits — this
 * process's own commits too — in commit order. The feed is live from its `LISTEN` until the connection fails or ends
 * (TCP keep-alive on, so a silent network loss ends it too); it then listens again after a second, and starts every
 * count over, since commits made meanwhile were not delivered.
 *
 * This process's own account writes are known committed when their transaction's `COMMIT` succeeds (ahead of their
 * notification, so a busy account's next order need not read its revision), unless a savepoint of that transaction
 * rolled back. Revisions of one account are ordered by its event count (events are numbered without gaps), so a
 * notification and an own commit arriving in either order keep the later one.
 */
export class PostgresChangeFeed implements ChangeFeed {
  readonly #url: string
  /** Runs `announce`'s `pg_notify` in the caller's transaction (set by `startChangeFeed`). */
  #notify: ((payload: string) => void) | undefined
  readonly #listeners = new Set<CommitListener>()
  #client: pg.Client | undefined
  #live = false
  #closed = false
  readonly #counts: Record<ChangeTopic, number> = { settings: 0, session: 0 }
  /** Each account's last committed revision known, with its event count (which orders revisions of one account). */
  readonly #revisions = new Map<number, { readonly eventCount: number; readonly revision: string }>()
  /** Counts (re)connections: a write noted under an earlier one is not trusted. */
  #generation = 0
  /** This process's account writes in its open transaction, known committed once it commits. */
  #pending: {
    readonly userId: number
    readonly eventCount: number
    readonly revision: string
    readonly generation: number
  }[] = []
  /** The last revision this process wrote per account in its open transaction (what a read in it would see). */
  #pendingByUser = new Map<number, string>()
  /** A savepoint of the open transaction rolled back: which of `#pending` it undid is unknown, so none is trusted. */
  #spoiled = false
  #deliveries = 0
  #waiting: { readonly until: () => boolean; readonly resolve: () => void }[] = []

  constructor(url: string) {
    this.#url = url
    void this.#listen()
  }

  get live(): boolean {
    return this.#live
  }

  /** Notifications delivered since the start: for tests and the bench. */
  get deliveries(): number {
    return this.#deliveries
  }

  /** The listening connection's backend process id (for tests that cut it with `pg_terminate_backend`). */
  get backendPid(): number | undefined {
    return this.#live ? (this.#client as unknown as { processID?: number } | undefined)?.processID : undefined
  }

  version(topic: ChangeTopic): number {
    return -(this.#counts[topic] + 1)
  }

  accountRevision(userId: number, inTransaction = false): string | undefined {
    if (!this.#live) return undefined
    // Inside the transaction that wrote it, a read would see this process's own write (its row lock keeps others out).
    const own = inTransaction && !this.#spoiled ? this.#pendingByUser.get(userId) : undefined
    return own ?? this.#revisions.get(userId)?.revision
  }

  wroteAccount(userId: number, eventCount: number, revision: string, inTransaction: boolean): void {
    if (!this.#live) return
    if (!inTransaction) this.#learn(userId, eventCount, revision)
    else {
      this.#pending.push({ userId, eventCount, revision, generation: this.#generation })
      this.#pendingByUser.set(userId, revision)
    }
  }

  /** The connection rolled back a savepoint (`outermost`: the whole transaction, whose writes are then dropped). */
  rolledBack(outermost: boolean): void {
    if (outermost) {
      this.#pending = []
      this.#pendingByUser.clear()
      this.#spoiled = false
    } else this.#spoiled = true
  }

  /** The connection sends its outermost `COMMIT`: answers what to call once it has succeeded. */
  committing(): () => void {
    const writes = this.#spoiled ? [] : this.#pending
    this.#pending = []
    this.#pendingByUser.clear()
    this.#spoiled = false
    return () => {
      for (const write of writes) {
        if (write.generation === this.#generation) this.#learn(write.userId, write.eventCount, write.revision)
      }
    }
  }

  /**
   * This process wrote `topic` (its own notification comes only after the commit): its caches start over at once,
   * as they did when the version row was read in the same turn.
   */
  wrote(topic: ChangeTopic): void {
    this.#counts[topic] += 1
  }

  onCommitted(listener: CommitListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** `pg_notify` in the open transaction: PostgreSQL delivers it to every listener once that commits, in order. */
  announce(text: string): void {
    this.#notify?.(`l${text}`)
  }

  /** How `announce` sends its notification (on the server's own connection, inside its transaction). */
  notifyWith(notify: (payload: string) => void): void {
    this.#notify = notify
  }

  /** Resolves once `until()` holds after a delivery or a change of liveness (tests wait for a delivery this way). */
  when(until: () => boolean): Promise<void> {
    if (until()) return Promise.resolve()
    return new Promise((resolve) => this.#waiting.push({ until, resolve }))
  }

  close(): void {
    this.#closed = true
    this.#live = false
    const client = this.#client
    this.#client = undefined
    void client?.end().catch(() => undefined)
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url, keepAlive: true, application_name: 'bourse feed' })
    this.#client = client
    client.on('notification', (message) => this.#deliver(message.payload ?? ''))
    client.on('error', () => this.#drop(client))
    client.on('end', () => this.#drop(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${changeChannel}`)
    } catch {
      this.#drop(client)
      return
    }
    if (this.#client !== client) return
    // What was committed before the LISTEN was not delivered: every cache keyed on the feed starts over.
    this.#counts.settings += 1
    this.#counts.session += 1
    this.#revisions.clear()
    this.#generation += 1
    this.#live = true
    this.#wake()
  }

  #drop(client: pg.Client): void {
    if (this.#client !== client) return
    this.#client = undefined
    this.#live = false
    this.#revisions.clear()
    this.#generation += 1
    void client.end().catch(() => undefined)
    this.#tell({ kind: 'dropped' })
    this.#wake()
    if (!this.#closed) setTimeout(() => void this.#listen(), reconnectDelayMs).unref()
  }

  #deliver(payload: string): void {
    this.#deliveries += 1
    if (payload === 's') this.#counts.settings += 1
    else if (payload === 'u') this.#counts.session += 1
    else if (payload.startsWith('a')) {
      const [user = '', count = '', revision = ''] = payload.slice(1).split(' ')
      this.#learn(Number(user), Number(count), revision)
      if (this.#listeners.size > 0) this.#tell({ kind: 'account', userId: Number(user), eventCount: Number(count) })
    } else if (payload.startsWith('l')) this.#tell({ kind: 'announcement', text: payload.slice(1) })
    this.#wake()
  }

  #tell(change: Committed): void {
    for (const listener of this.#listeners) listener(change)
  }

  /** Keeps `revision` as the account's last committed one unless a later one (more events) is known already. */
  #learn(userId: number, eventCount: number, revision: string): void {
    const known = this.#revisions.get(userId)
    if (known !== undefined && known.eventCount >= eventCount) return
    if (this.#revisions.size >= revisionCapacity) this.#revisions.clear()
    this.#revisions.set(userId, { eventCount, revision })
  }

  #wake(): void {
    if (this.#waiting.length === 0) return
    const ready = this.#waiting.filter((waiter) => waiter.until())
    this.#waiting = this.#waiting.filter((waiter) => !ready.includes(waiter))
    for (const waiter of ready) waiter.resolve()
  }
}

const feeds = new WeakMap<PostgresConnection, PostgresChangeFeed>()

/** Starts `db`'s change feed on a connection of its own to `url`, for `db`'s caches; it ends when `db` closes. */
export const startChangeFeed = (db: PostgresConnection, url: string): PostgresChangeFeed => {
  const feed = new PostgresChangeFeed(url)
  feeds.set(db, feed)
  registerChangeFeed(db, feed)
  db.whenClosed(() => feed.close())
  db.observeTransactions(feed)
  const notify = `SELECT pg_notify('${changeChannel}', ?)`
  feed.notifyWith((payload) => void db.prepare(notify).run(payload))
  const topicsOf = new Map<string, readonly ChangeTopic[]>()
  db.observeWrites((sql) => {
    let topics = topicsOf.get(sql)
    if (topics === undefined) {
      topics = topicsWrittenBy(sql)
      if (topicsOf.size < 10_000) topicsOf.set(sql, topics)
    }
    for (const topic of topics) feed.wrote(topic)
  })
  return feed
}

/** `db`'s change feed (tests and the bench look at it). */
export const postgresFeedOf = (db: PostgresConnection): PostgresChangeFeed | undefined => feeds.get(db)
