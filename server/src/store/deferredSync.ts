import { close, fdatasync, open } from 'node:fs'
import type { SqlConnection } from './SqlConnection.js'

/**
 * How a connection makes a group commit durable without holding the main thread: the batch's transaction commits
 * without waiting for the disk or the database (`commitWithoutSync`), and `sync` resolves once it is durable —
 * SQLite: the WAL synced on libuv's thread pool; PostgreSQL: the `COMMIT` answered by the server, to the connection's
 * worker thread. `groupCommit` answers the batch's requests only once `sync` has resolved.
 */
export interface DeferredSync {
  /** Runs `work` (which opens and commits the outermost transaction) with the commit not waiting for the disk. */
  commitWithoutSync<T>(work: () => T): T
  /** Resolves once the last commit run by `commitWithoutSync` is durable; rejects when it is not (see `failed`). */
  sync(): Promise<void>
  /** Called after `sync` rejected and the batch's requests were answered with its error. */
  failed?(error: unknown): void
  /** Resolves once every sync asked for so far has finished (rejects when the last one failed). */
  settled?(): Promise<void>
}

const registered = new WeakMap<SqlConnection, DeferredSync>()

/** Makes `groupCommit` on `db` commit without waiting for the disk and answer after `sync` (tests may wrap `sync`). */
export const registerDeferredSync = (db: SqlConnection, deferred: DeferredSync | undefined): void => {
  if (deferred) registered.set(db, deferred)
  else registered.delete(db)
}

/** The deferred sync of `db`, when it has one (SQLite in WAL mode); else its commits are durable when they return. */
export const deferredSyncOf = (db: SqlConnection): DeferredSync | undefined => registered.get(db)

/** `fdatasync` of a file on libuv's thread pool; a file that does not exist has nothing to sync. */
const syncFile = (path: string): Promise<void> =>
  new Promise((resolve, reject) => {
    open(path, 'r', (openError, fd) => {
      if (openError) return openError.code === 'ENOENT' ? resolve() : reject(openError)
      fdatasync(fd, (syncError) => close(fd, () => (syncError ? reject(syncError) : resolve())))
    })
  })

/**
 * Runs `flush` so that one flush at a time is under way: a call while one runs waits for it and then starts one more,
 * which every call arriving meanwhile shares (a flush that started before a commit need not cover it; the next does).
 */
export const coalescing = (
  flush: () => Promise<void>,
): (() => Promise<void>) & { readonly settled: () => Promise<void> } => {
  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined
  const start = (): Promise<void> => {
    const flushing = flush().finally(() => {
      if (running === flushing) running = undefined
    })
    running = flushing
    return flushing
  }
  const request = () => {
    if (queued) return queued
    if (!running) return start()
    const next = running.then(
      () => undefined,
      () => undefined,
    )
    queued = next.then(() => {
      queued = undefined
      return start()
    })
    return queued
  }
  // The flush asked for last finishes last (one runs at a time): once it has, every earlier one has too.
  return Object.assign(request, { settled: () => queued ?? running ?? Promise.resolve() })
}

/**
 * SQLite in WAL mode: the group's transaction commits with `synchronous = NORMAL` (SQLite writes its WAL frames but
 * does not fsync them), then `fdatasync` of the WAL file on libuv's thread pool makes the commit durable while the
 * main thread decides the next batch. Every other transaction keeps `synchronous = FULL`. This is as durable as FULL
 * for the group's requests: in WAL mode with NORMAL, SQLite itself syncs the WAL before each checkpoint, the database
 * after it, and the WAL header before reusing the file, so a commit is on disk once the WAL's frames written before
 * our `fdatasync` are. A failed sync closes the connection: what reached the disk is then unknown, so nothing more is
 * answered from this process (a restart recovers what is on disk).
 */
export const sqliteDeferredSync = (db: SqlConnection, file: string): DeferredSync => {
  // What reached the disk after a failed sync is unknown: nothing more is answered from this connection.
  const failed = () => {
    if (db.open) db.close()
  }
  const normal = db.prepare('PRAGMA synchronous = NORMAL')
  const full = db.prepare('PRAGMA synchronous = FULL')
  const sync = coalescing(() => syncFile(`${file}-wal`))
  return {
    commitWithoutSync: (work) => {
      normal.run()
      try {
        return work()
      } finally {
        full.run()
      }
    },
    sync,
    settled: sync.settled,
    failed,
  }
}

/**
 * Runs `work` — one transaction of writes no request waits for (the market's tick) — so that its commit does not hold
 * the main thread: on a connection with a deferred sync it commits without waiting, and a commit that then fails is
 * handed to `failed` (PostgreSQL has rolled it back; a failed SQLite sync also closes the connection). Statements run
 * afterwards see it (one connection answers in order). Elsewhere it is `work()`.
 */
export const commitInBackground = <T>(db: SqlConnection, work: () => T, failed: (error: unknown) => void): T => {
  const deferred = deferredSyncOf(db)
  // Inside an open transaction `work` is a savepoint of it: the enclosing transaction commits.
  if (deferred === undefined || db.inTransaction) return work()
  const result = deferred.commitWithoutSync(work)
  deferred.sync().catch((error: unknown) => {
    failed(error)
    deferred.failed?.(error)
  })
  return result
}
