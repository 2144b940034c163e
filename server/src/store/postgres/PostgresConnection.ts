import { createRequire } from 'node:module'
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads'
import type { SqlConnection, SqlRunResult, SqlStatement, SqlValue } from '../SqlConnection.js'
import { postgresWorkerSource } from './postgresWorker.js'
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

interface Request {
  readonly kind: 'query' | 'exec' | 'close'
  readonly prefix: readonly string[]
  readonly sql?: string
  readonly params?: readonly SqlValue[]
  readonly name?: string
}

interface Reply {
  readonly rows?: unknown[]
  readonly rowCount?: number
  readonly error?: { readonly message: string; readonly code?: string; readonly detail?: string }
}

/** How long one statement may take before the main thread gives up waiting (the worker is then ended). */
const statementTimeoutMs = 60_000

/**
 * `SqlConnection` over PostgreSQL, synchronous like better-sqlite3: a worker thread owns one `pg` client; each call
 * posts the statement to it and blocks this thread with `Atomics.wait` on a shared flag until the worker has the
 * answer, then takes it with `receiveMessageOnPort`. Statements are translated once (`translateStatement`) and run as
 * named prepared statements. `transaction(work)` nests as savepoints; `BEGIN`, `SAVEPOINT` and `RELEASE` ride along
 * with the next statement instead of costing a hand-over of their own; `COMMIT` and `ROLLBACK` are waited for.
 */
export class PostgresConnection implements SqlConnection {
  readonly #worker: Worker
  readonly #port: MessagePort
  readonly #flag = new Int32Array(new SharedArrayBuffer(4))
  readonly #statements = new Map<string, SqlStatement>()
  #deferred: string[] = []
  #depth = 0
  #open = true

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

  get inTransaction(): boolean {
    return this.#depth > 0
  }

  get open(): boolean {
    return this.#open
  }

  prepare(sql: string): SqlStatement {
    const cached = this.#statements.get(sql)
    if (cached) return cached
    const text = translateStatement(sql)
    const name = `s${this.#statements.size + 1}`
    const query = (params: SqlValue[]) =>
      this.#call({ kind: 'query', prefix: this.#takeDeferred(), sql: text, params, name })
    const statement: SqlStatement = {
      run: (...params): SqlRunResult => ({ changes: query(params).rowCount ?? 0 }),
      get: (...params) => query(params).rows?.[0],
      all: (...params) => query(params).rows ?? [],
    }
    this.#statements.set(sql, statement)
    return statement
  }

  exec(sql: string): void {
    this.#call({ kind: 'exec', prefix: this.#takeDeferred(), sql })
  }

  transaction<Args extends unknown[], Result>(work: (...args: Args) => Result): (...args: Args) => Result {
    return (...args: Args): Result => {
      const savepoint = this.#depth === 0 ? undefined : `bourse_${this.#depth}`
      this.#deferred.push(savepoint === undefined ? 'BEGIN' : `SAVEPOINT ${savepoint}`)
      this.#depth += 1
      let result: Result
      try {
        result = work(...args)
      } catch (error) {
        this.#depth -= 1
        this.#rollback(savepoint)
        throw error
      }
      this.#depth -= 1
      if (savepoint !== undefined) this.#deferred.push(`RELEASE SAVEPOINT ${savepoint}`)
      else this.#commit()
      return result
    }
  }

  close(): void {
    if (!this.#open) return
    this.#open = false
    try {
      this.#call({ kind: 'close', prefix: [] })
    } finally {
      this.#port.close()
      void this.#worker.terminate()
    }
  }

  #commit(): void {
    try {
      this.#call({ kind: 'exec', prefix: this.#takeDeferred(), sql: 'COMMIT' })
    } catch (error) {
      // A failed COMMIT (or a deferred statement before it) leaves the transaction aborted: end it.
      this.#call({ kind: 'exec', prefix: [], sql: 'ROLLBACK' })
      throw error
    }
  }

  #rollback(savepoint: string | undefined): void {
    const deferred = this.#takeDeferred()
    const opened = deferred.lastIndexOf(savepoint === undefined ? 'BEGIN' : `SAVEPOINT ${savepoint}`)
    // Nothing ran since the transaction or savepoint opened: forget it instead of asking the server.
    if (opened !== -1 && opened === deferred.length - 1) {
      this.#deferred = deferred.slice(0, opened)
      return
    }
    if (savepoint === undefined) {
      this.#call({ kind: 'exec', prefix: [], sql: 'ROLLBACK' })
      return
    }
    // The deferred statements are not run: a failure inside them must not hide the rollback.
    this.#deferred = deferred
    this.#call({
      kind: 'exec',
      prefix: this.#takeDeferred(),
      sql: `ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}`,
    })
  }

  #takeDeferred(): string[] {
    const deferred = this.#deferred
    this.#deferred = []
    return deferred
  }

  #call(request: Request): Reply {
    if (!this.#open && request.kind !== 'close') throw new TypeError('The database connection is not open')
    Atomics.store(this.#flag, 0, 0)
    this.#port.postMessage(request)
    if (Atomics.wait(this.#flag, 0, 0, statementTimeoutMs) === 'timed-out') {
      this.#open = false
      void this.#worker.terminate()
      throw new PostgresError(`PostgreSQL did not answer within ${statementTimeoutMs} ms`, undefined, undefined)
    }
    const reply = receiveMessageOnPort(this.#port)?.message as Reply | undefined
    if (reply === undefined) throw new PostgresError('PostgreSQL worker sent no answer', undefined, undefined)
    if (reply.error) throw new PostgresError(reply.error.message, reply.error.code, reply.error.detail)
    return reply
  }
}
