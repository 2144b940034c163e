import { close, fdatasync, open } from 'node:fs'
import type { SqlConnection } from './SqlConnection.js'

/**
 * How a connection makes a group commit durable without holding the main thread while the disk syncs: the batch's
 * transaction commits without waiting for the disk (`commitWithoutSync`), then `sync` flushes it on another thread;
 * `groupCommit` answers the batch's requests only once `sync` has resolved.
 */
export interface DeferredSync {
  /** Runs `work` (which opens and commits the outermost transaction) with the commit not waiting for the disk. */
  commitWithoutSync<T>(work: () => T): T
  /** Resolves once everything committed before the call is on disk; rejects when the disk refused (then nothing is known). */
  sync(): Promise<void>
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
export const coalescing = (flush: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined
  const start = (): Promise<void> => {
    const flushing = flush().finally(() => {
      if (running === flushing) running = undefined
    })
    running = flushing
    return flushing
  }
  return () => {
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
}

/**
 * SQLite in WAL mode: the group's transaction commits with `synchronous = NORMAL` (SQLite writes its WAL frames but
 * does not fsync them), then `fdatasync` of the WAL file on libuv's thread pool makes the commit durable while the
 * main thread decides the next batch. Every other transaction keeps `synchronous = FULL`. This is as durable as FULL
 * for the group's requests: in WAL mode with NORMAL, SQLite itself syncs the WAL before each checkpoint, the database
 * after it, and the WAL header before reusing the file, so a commit is on disk once the WAL's frames written before
 * our `fdatasync` are.
 */
export const sqliteDeferredSync = (db: SqlConnection, file: string): DeferredSync => {
  const normal = db.prepare('PRAGMA synchronous = NORMAL')
  const full = db.prepare('PRAGMA synchronous = FULL')
  return {
    commitWithoutSync: (work) => {
      normal.run()
      try {
        return work()
      } finally {
        full.run()
      }
    },
    sync: coalescing(() => syncFile(`${file}-wal`)),
  }
}
