import { createRequire } from 'node:module'
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads'
import type { SqlConnection, SqlRunResult, SqlStatement, SqlValue } from '../SqlConnection.js'
import { postgresWorkerSource } from './postgresWorker.js'
import { placeholderCount, sqlLiteral } from './sqlLiterals.js'
import { translateStatement } from './translateStatement.js'

/** A statement PostgreSQL refused: its message, and its SQLSTATE `code` (e.g. `23505` for a duplicate key). */
export class PostgresError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly detail: string | undefined,
  ) {
    super(message)
    this.name = 'PostgresError'
  }
}

interface Reply {
  /** The request it answers (requests are answered in the order sent). */
  readonly id?: number
  readonly counts?: number[]
  readonly rows?: unknown[]
  readonly error?: { readonly message: string; readonly code?: string; readonly detail?: string }
}

/**
 * A statement inside a transaction that needs no answer yet (`BEGIN`, `SAVEPOINT`, `RELEASE`, a write), sent with the
 * next one that does; a write's `changes` is known then.
 */
interface Deferred {
  /** Exactly one statement, its values written in (`EXECUTE name('…')` for a repository statement). */
  readonly sql: string
  /** The `PREPARE` its `EXECUTE` needs first, the first time the statement is used on this connection. */
  readonly prepare?: string
  /** A one-row plain `INSERT`: consecutive ones of the same statement are sent as one multi-row `INSERT`. */
  readonly row?: { readonly statement: number; readonly head: string; readonly values: string }
  /** Called once a request holding the `PREPARE` answered (`ran`: it succeeded), or the `PREPARE` was dropped. */
  readonly prepared?: (ran: boolean) => void
  readonly write: boolean
  /** Set once the server ran it (or it was dropped with its savepoint). */
  changes?: number
}

/** What the change feed is told of this connection's transactions. */
export interface TransactionObserver {
  /** A savepoint (or, `outermost`, the whole transaction) rolled back. */
  rolledBack(outermost: boolean): void
  /** The outermost `COMMIT` is being sent: answers what to call once it succeeded. */
  committing(): () => void
}

/** Writes that may wait at most; one more sends them. */
const maxWaiting = 20_000

/** Rows per multi-row `INSERT` when plain one-row inserts of one statement wait together. */
const rowsPerInsert = 1000

/**
 * `INSERT INTO t (columns) VALUES ` when `text` is a plain one-row insert of `$1…$n` in order (no `ON CONFLICT`, no
 * `RETURNING`): rows of it may then be sent together, with the same outcome as one by one.
 */
const plainInsertHead = (text: string, count: number): string | undefined => {
  const match = /^INSERT\s+INTO\s+([\w"]+\s*\([\w\s,"]*\))\s*VALUES\s*\(([\s$\d,]*)\)$/i.exec(text)
  if (match === null || count === 0) return undefined
  const inOrder = Array.from({ length: count }, (_, i) => `$${i + 1}`).join(',')
  return (match[2] as string).replace(/\s/g, '') === inOrder ? `INSERT INTO ${match[1]} VALUES ` : undefined
}

/** How long one request may take before the main thread gives up waiting (the connection is then closed). */
const requestTimeoutMs = 120_000

/**
 * `SqlConnection` over PostgreSQL, synchronous like better-sqlite3: a worker thread owns one `pg` client; each call
 * posts its statements to it and blocks this thread with `Atomics.wait` on a shared flag until the worker has the
 * answer, then takes it with `receiveMessageOnPort`. Statements are translated once (`translateStatement`) and
 * prepared on the server once (`PREPARE`); each use is an `EXECUTE` with the values written in as literals
 * (`sqlLiterals.ts`), so that what waits and the statement that needs an answer reach the server as one simple query,
 * in one round trip.
 *
 * Inside a transaction, what needs no answer waits and rides along with the next statement that does — `BEGIN`,
 * `SAVEPOINT`, `RELEASE` and writes (`run`; reading its `changes` sends it at once) — so a unit of work costs a few
 * hand-overs, not one per statement. Every `transaction(work)` sends its writes before it returns, so a write that
 * fails still fails inside the savepoint or transaction that made it, and `COMMIT` is always waited for.
 */
export class PostgresConnection implements SqlConnection {
  readonly #worker: Worker
  readonly #port: MessagePort
  readonly #flag = new Int32Array(new SharedArrayBuffer(4))
  readonly #statements = new Map<string, SqlStatement>()
  #queue: Deferred[] = []
  #statementCount = 0
  #depth = 0
  #open = true
  #roundTrips = 0
  readonly #onClose: (() => void)[] = []
  /** Told when a transaction rolls back or commits (the change feed, for this process's account writes). */
  #transactionObserver: TransactionObserver | undefined
  /** Told of each statement this connection writes with, by SQL text (the change feed, for this process's writes). */
  #writeObserver: ((sql: string) => void) | undefined
  #nextRequest = 0
  /** Requests sent without waiting (a group's `COMMIT`), by id: answered from the port's `message` event or a wait. */
  readonly #unanswered = new Map<number, (reply: Reply) => void>()
  /** Set by `commitWithoutSync`: the outermost `COMMIT` is sent without waiting for it. */
  #commitInBackground = false
  /** The `COMMIT` sent last without waiting, for `sync()`. */
  #backgroundCommit: Promise<void> | undefined
  /**
   * Listens on the port only while a request sent without waiting is unanswered: a listening port makes every answer
   * also wake the event loop, which slowed each waited-for round trip by about half (measured).
   */
  readonly #onMessage = (reply: Reply): void => this.#deliver(reply)

  constructor(url: string) {
    const channel = new MessageChannel()
    this.#port = channel.port1
    const pgPath = createRequire(import.meta.url).resolve('pg')
    this.#worker = new Worker(postgresWorkerSource, {
      eval: true,
      workerData: { url, pgPath, flag: this.#flag.buffer, port: channel.port2 },
      transferList: [channel.port2],
    })
    this.#worker.unref()
  }

  /**
   * Runs `work` (which opens and commits the outermost transaction) with its `COMMIT` sent to the worker without
   * waiting: the main thread goes on while PostgreSQL commits (and flushes its WAL); `sync()` answers that commit.
   * Statements sent afterwards reach PostgreSQL after it (one connection answers in order), so later reads see it.
   * `groupCommit` uses this through `DeferredSync` (see `openPostgres`).
   */
  commitWithoutSync<T>(work: () => T): T {
    this.#commitInBackground = true
    try {
      return work()
    } finally {
      this.#commitInBackground = false
    }
  }

  /** The outcome of the last `COMMIT` sent by `commitWithoutSync` (rejects when it failed: nothing of it is stored). */
  sync(): Promise<void> {
    const commit = this.#backgroundCommit ?? Promise.resolve()
    this.#backgroundCommit = undefined
    return commit
  }

  get inTransaction(): boolean {
    return this.#depth > 0
  }

  get open(): boolean {
    return this.#open
  }

  /** How many requests this thread has sent to PostgreSQL and waited for (a round trip each): for tests and benches. */
  get roundTrips(): number {
    return this.#roundTrips
  }

  prepare(sql: string): SqlStatement {
    const cached = this.#statements.get(sql)
    if (cached) return cached
    const step = this.#preparedStep(translateStatement(sql).replace(/[\s;]+$/, ''))
    const statement: SqlStatement = {
      run: (...params): SqlRunResult => {
        this.#writeObserver?.(sql)
        if (this.#depth === 0) return { changes: this.#send(step(params, false)).counts?.at(-1) ?? 0 }
        const deferred = step(params, true)
        this.#queue.push(deferred)
        const send = () => this.#send()
        // Bulk writes (the market's history at first start) go in bounded requests.
        if (this.#queue.length >= maxWaiting) send()
        return {
          get changes() {
            if (deferred.changes === undefined) send()
            return deferred.changes ?? 0
          },
        }
      },
      get: (...params) => this.#send(step(params, false)).rows?.[0],
      all: (...params) => this.#send(step(params, false)).rows ?? [],
    }
    this.#statements.set(sql, statement)
    return statement
  }

  exec(sql: string): void {
    this.#writeObserver?.(sql)
    this.#send({ sql, write: false })
  }

  /** Tells `observer` of every rollback and outermost commit from now on. */
  observeTransactions(observer: TransactionObserver): void {
    this.#transactionObserver = observer
  }

  /** Tells `observer` the SQL text of every statement run with `run` or `exec` from now on. */
  observeWrites(observer: (sql: string) => void): void {
    this.#writeObserver = observer
  }

  /**
   * A repository statement as `EXECUTE` of a server-side prepared statement (planned once per connection), preceded by
   * its `PREPARE` until one request holding it has succeeded. A `PREPARE` that may not have run (its request failed)
   * is retried under a new name, never assumed.
   */
  #preparedStep(text: string): (params: readonly SqlValue[], write: boolean) => Deferred {
    this.#statementCount += 1
    const id = this.#statementCount
    const count = placeholderCount(text)
    const head = plainInsertHead(text, count)
    let name: string | undefined
    let pending: string | undefined
    let attempt = 0
    return (params, write) => {
      if (params.length < count) throw new RangeError(`Too few parameter values: ${params.length} for ${count}`)
      const values = params.slice(0, count).map(sqlLiteral).join(', ')
      const call = (as: string) => (count === 0 ? `EXECUTE ${as}` : `EXECUTE ${as}(${values})`)
      if (head !== undefined && write) {
        return { sql: `${head}(${values})`, write, row: { statement: id, head, values: `(${values})` } }
      }
      if (name !== undefined) return { sql: call(name), write }
      // Its PREPARE already waits in the queue, ahead of this use.
      if (pending !== undefined) return { sql: call(pending), write }
      attempt += 1
      const candidate = `bourse_${id}_${attempt}`
      pending = candidate
      return {
        sql: call(candidate),
        prepare: `PREPARE ${candidate} AS ${text}`,
        prepared: (ran) => {
          pending = undefined
          if (ran) name = candidate
        },
        write,
      }
    }
  }

  transaction<Args extends unknown[], Result>(work: (...args: Args) => Result): (...args: Args) => Result {
    return (...args: Args): Result => {
      const savepoint = this.#depth === 0 ? undefined : `bourse_${this.#depth}`
      const opening: Deferred = { sql: savepoint === undefined ? 'BEGIN' : `SAVEPOINT ${savepoint}`, write: false }
      this.#queue.push(opening)
      this.#depth += 1
      let result: Result
      try {
        result = work(...args)
        if (savepoint !== undefined) this.#release(savepoint)
      } catch (error) {
        this.#depth -= 1
        this.#transactionObserver?.rolledBack(savepoint === undefined)
        if (this.#open) this.#rollback(opening, savepoint)
        throw error
      }
      this.#depth -= 1
      if (savepoint === undefined) {
        const committed = this.#transactionObserver?.committing()
        if (this.#commitInBackground) {
          this.#backgroundCommit = this.#commitLater()
          if (committed !== undefined) this.#backgroundCommit.then(committed, () => undefined)
        } else {
          this.#commit()
          committed?.()
        }
      }
      return result
    }
  }

  /** Runs `done` when the connection closes (the change feed ends with it). */
  whenClosed(done: () => void): void {
    this.#onClose.push(done)
  }

  close(): void {
    if (!this.#open) return
    for (const done of this.#onClose.splice(0)) done()
    try {
      this.#queue = []
      this.#call({ sql: '', close: true })
    } finally {
      this.#open = false
      this.#port.close()
      void this.#worker.terminate()
    }
  }

  /** Ends a savepoint: sent now when writes of it wait (so their failure is its failure), else it waits too. */
  #release(savepoint: string): void {
    const release = `RELEASE SAVEPOINT ${savepoint}`
    if (this.#queue.some((deferred) => deferred.write)) this.#send({ sql: release, write: false })
    else this.#queue.push({ sql: release, write: false })
  }

  #commit(): void {
    try {
      this.#send({ sql: 'COMMIT', write: false })
    } catch (error) {
      // A failed COMMIT (or a write sent with it) leaves the transaction aborted or ended: make sure it is ended.
      this.#call({ sql: 'ROLLBACK' })
      throw error
    }
  }

  /**
   * Sends what waits and `COMMIT` without waiting; the worker rolls the transaction back itself when they fail, before
   * it runs the next request. Resolves once PostgreSQL has committed.
   */
  #commitLater(): Promise<void> {
    const { sql, settle } = this.#assemble(this.#queue, { sql: 'COMMIT', write: false })
    this.#queue = []
    if (!this.#open) return Promise.reject(new TypeError('The database connection is not open'))
    const id = this.#post({ sql, rollbackOnError: true })
    if (this.#unanswered.size === 0) this.#port.on('message', this.#onMessage)
    return new Promise<void>((resolve, reject) => {
      this.#unanswered.set(id, (reply) => {
        try {
          settle(reply)
          resolve()
        } catch (error) {
          reject(error)
        }
      })
    })
  }

  /**
   * Undoes a transaction or savepoint whose work threw. What of it still waits here never reached the server and is
   * dropped; only what was sent needs a `ROLLBACK` (`ROLLBACK TO SAVEPOINT`, which waits for the next statement).
   */
  #rollback(opening: Deferred, savepoint: string | undefined): void {
    const opened = this.#queue.indexOf(opening)
    const dropped = opened === -1 ? this.#queue : this.#queue.slice(opened)
    for (const deferred of dropped) {
      deferred.changes ??= 0
      deferred.prepared?.(false)
    }
    this.#queue = opened === -1 ? [] : this.#queue.slice(0, opened)
    if (opened !== -1) return
    if (savepoint === undefined) this.#call({ sql: 'ROLLBACK' })
    else {
      this.#queue.push({ sql: `ROLLBACK TO SAVEPOINT ${savepoint}`, write: false })
      this.#queue.push({ sql: `RELEASE SAVEPOINT ${savepoint}`, write: false })
    }
  }

  /** Sends what waits, then `last` if given, as one simple query; answers the last statement's count and rows. */
  #send(last?: Deferred): Reply {
    const { sql, settle } = this.#assemble(this.#queue, last)
    this.#queue = []
    return settle(this.#call({ sql }))
  }

  /**
   * The one simple query for `queued` (+ `last`): waiting one-row inserts of one statement as multi-row inserts,
   * `PREPARE`s before their first `EXECUTE`. `settle` records each statement's count from the reply (and whether its
   * `PREPARE` ran), throws PostgreSQL's error if any, and answers the last statement's count and rows.
   */
  #assemble(queued: readonly Deferred[], last?: Deferred): { sql: string; settle: (reply: Reply) => Reply } {
    const items = last === undefined ? [...queued] : [...queued, last]
    const statements: string[] = []
    const rows: string[] = []
    let rowsOf: Deferred['row']
    const endRows = () => {
      if (rowsOf !== undefined) statements.push(`${rowsOf.head}${rows.join(', ')}`)
      rowsOf = undefined
      rows.length = 0
    }
    const positions = items.map((item) => {
      if (item.row !== undefined) {
        if (rowsOf?.statement !== item.row.statement || rows.length >= rowsPerInsert) endRows()
        rowsOf = item.row
        rows.push(item.row.values)
        return -1
      }
      endRows()
      if (item.prepare !== undefined) statements.push(item.prepare)
      statements.push(item.sql)
      return statements.length - 1
    })
    endRows()
    const settle = (reply: Reply): Reply => {
      const counts = reply.counts ?? []
      items.forEach((item, i) => {
        const position = positions[i] as number
        // A row of a multi-row INSERT was inserted when the request succeeded.
        item.changes = position === -1 ? (reply.error === undefined ? 1 : 0) : (counts[position] ?? 0)
        item.prepared?.(reply.error === undefined)
      })
      if (reply.error) throw new PostgresError(reply.error.message, reply.error.code, reply.error.detail)
      return { counts: counts.slice(-1), rows: reply.rows ?? [] }
    }
    return { sql: statements.join(';\n'), settle }
  }

  /** Posts a request to the worker; answers its id. */
  #post(request: { readonly sql: string; readonly close?: boolean; readonly rollbackOnError?: boolean }): number {
    this.#nextRequest += 1
    this.#port.postMessage({ ...request, id: this.#nextRequest })
    return this.#nextRequest
  }

  /** Hands an answer to the request sent without waiting that it belongs to. */
  #deliver(reply: Reply): void {
    const answer = reply.id === undefined ? undefined : this.#unanswered.get(reply.id)
    if (answer === undefined || reply.id === undefined) return
    this.#unanswered.delete(reply.id)
    if (this.#unanswered.size === 0) {
      this.#port.off('message', this.#onMessage)
      this.#port.unref()
    }
    answer(reply)
  }

  /**
   * Sends `request` and blocks until its answer: the worker counts answers up in the shared flag, so the thread sleeps
   * with `Atomics.wait` until the count moves, then takes the answers from the port (handing those of requests sent
   * without waiting to them) until its own.
   */
  #call(request: { readonly sql: string; readonly close?: boolean }): Reply {
    if (!this.#open) throw new TypeError('The database connection is not open')
    this.#roundTrips += 1
    const id = this.#post(request)
    const deadline = Date.now() + requestTimeoutMs
    for (;;) {
      const answered = Atomics.load(this.#flag, 0)
      const reply = receiveMessageOnPort(this.#port)?.message as Reply | undefined
      if (reply?.id === id) return reply
      if (reply !== undefined) {
        this.#deliver(reply)
        continue
      }
      const left = deadline - Date.now()
      if (left <= 0 || Atomics.wait(this.#flag, 0, answered, left) === 'timed-out') {
        this.#open = false
        void this.#worker.terminate()
        throw new PostgresError(`PostgreSQL did not answer within ${requestTimeoutMs} ms`, undefined, undefined)
      }
    }
  }
}
