import { deferredSyncOf } from './deferredSync.js'
import type { SqlConnection } from './SqlConnection.js'

/**
 * Group commit: units of work that arrive together (queued in the same turn of the event loop) run in ONE SQLite
 * transaction, so one commit (one WAL fsync) makes all of them durable. Each unit still runs in its own savepoint:
 * a unit that throws, or whose result `keep` rejects (a refusal), rolls back only what it wrote. Every promise
 * settles only after the transaction has committed (or failed: then every unit of the batch is rejected and
 * nothing of it is stored).
 *
 * Caches keyed by a stored revision (the account cache) stay correct: a savepoint or batch rolled back restores the
 * revision the cache no longer holds, and the next use reads the database again.
 *
 * On a connection with a deferred sync (`deferredSync.ts`: SQLite in WAL mode, PostgreSQL) the batch commits without
 * the main thread waiting for the disk or the server — SQLite's WAL is synced on libuv's thread pool, PostgreSQL's
 * `COMMIT` is answered to the connection's worker — while the main thread goes on with the next batch; the answers
 * wait for that. A failed sync or `COMMIT` rejects every unit of its batch: nothing of it is stored (PostgreSQL), or
 * what reached the disk is unknown and SQLite's connection is closed. The account cache reloads the touched accounts,
 * as after any rolled-back batch: their stored revision is not the one it holds.
 */

interface Unit {
  readonly work: () => unknown
  readonly keep: (value: unknown) => boolean
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

interface Group {
  queue: Unit[]
  scheduled: boolean
  /** Test hook: runs inside the batch's transaction after its last unit, before the commit. */
  beforeCommit?: () => void
  /** Hears each committed batch: its units and the seconds from its start to its answers (metrics). */
  observer?: GroupCommitObserver
}

export type GroupCommitObserver = (units: number, seconds: number) => void

const groups = new WeakMap<SqlConnection, Group>()

const groupOf = (db: SqlConnection): Group => {
  let group = groups.get(db)
  if (group === undefined) {
    group = { queue: [], scheduled: false }
    groups.set(db, group)
  }
  return group
}

/** Thrown inside a unit's savepoint to roll it back while answering its value. */
class Discarded {
  constructor(readonly value: unknown) {}
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown }

const runUnit = (db: SqlConnection, unit: Unit): Outcome => {
  try {
    const value = db.transaction(() => {
      const value = unit.work()
      if (!unit.keep(value)) throw new Discarded(value)
      return value
    })()
    return { ok: true, value }
  } catch (error) {
    if (error instanceof Discarded) return { ok: true, value: error.value }
    return { ok: false, error }
  }
}

const flush = (db: SqlConnection, group: Group): void => {
  group.scheduled = false
  const batch = group.queue
  group.queue = []
  if (batch.length === 0) return
  if (!db.open) {
    for (const unit of batch) unit.reject(new Error('the database is closed'))
    return
  }
  const started = performance.now()
  const observed = () => group.observer?.(batch.length, (performance.now() - started) / 1000)
  const deferred = deferredSyncOf(db)
  const runBatch = db.transaction(() => {
    const outcomes: Outcome[] = []
    for (const unit of batch) {
      outcomes.push(runUnit(db, unit))
      // SQLite may abandon the whole transaction on some errors (disk full, I/O): then nothing of the batch stays.
      if (!db.inTransaction) throw new Error('the group transaction was rolled back')
    }
    group.beforeCommit?.()
    return outcomes
  })
  let outcomes: Outcome[]
  try {
    outcomes = deferred ? deferred.commitWithoutSync(runBatch) : runBatch()
  } catch (error) {
    for (const unit of batch) unit.reject(error)
    return
  }
  const answer = () =>
    batch.forEach((unit, i) => {
      const outcome = outcomes[i] as Outcome
      if (outcome.ok) unit.resolve(outcome.value)
      else unit.reject(outcome.error)
    })
  if (deferred === undefined) {
    observed()
    answer()
    return
  }
  deferred.sync().then(
    () => {
      observed()
      answer()
    },
    (error: unknown) => {
      for (const unit of batch) unit.reject(error)
      deferred.failed?.(error)
    },
  )
}

/**
 * Runs `work` in the next group transaction, in a savepoint of its own that is rolled back when `keep(result)` is
 * false or `work` throws; answers once the transaction has committed. Inside a transaction already open on `db`, it
 * runs at once as a savepoint of that one (the enclosing transaction decides durability).
 */
export const groupCommit = <T>(
  db: SqlConnection,
  work: () => T,
  keep: (value: T) => boolean = () => true,
): Promise<T> => {
  if (db.inTransaction) {
    const outcome = runUnit(db, { work, keep: keep as (value: unknown) => boolean, resolve() {}, reject() {} })
    return outcome.ok ? Promise.resolve(outcome.value as T) : Promise.reject(outcome.error)
  }
  const group = groupOf(db)
  return new Promise<T>((resolve, reject) => {
    group.queue.push({
      work,
      keep: keep as (value: unknown) => boolean,
      resolve: resolve as (value: unknown) => void,
      reject,
    })
    if (!group.scheduled) {
      group.scheduled = true
      setImmediate(() => flush(db, group))
    }
  })
}

/** Test hook: `hook` runs inside each batch's transaction just before its commit (throw to roll the batch back). */
export const setBeforeGroupCommit = (db: SqlConnection, hook: (() => void) | undefined): void => {
  const group = groupOf(db)
  if (hook) group.beforeCommit = hook
  else delete group.beforeCommit
}

/** Observer hook (metrics): `observer` hears every committed batch's size and latency; `undefined` removes it. */
export const observeGroupCommits = (db: SqlConnection, observer: GroupCommitObserver | undefined): void => {
  const group = groupOf(db)
  if (observer) group.observer = observer
  else delete group.observer
}
