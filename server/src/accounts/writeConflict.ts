/**
 * A write that lost a race with another server process on the same database: the account (or a state row) changed
 * between reading it and writing it. The unit of work that threw it is rolled back as a whole; `executeCommand` and
 * `atomically` run it once more against what is stored now, and the error handler answers a second loss with a
 * "changed at the same time, try again" refusal (never a 500).
 */
export class WriteConflictError extends Error {
  constructor(what: string) {
    super(`write conflict: ${what} changed at the same time`)
    this.name = 'WriteConflictError'
  }
}

/**
 * PostgreSQL's answers to two transactions writing the same thing: a duplicate key (two processes appending the same
 * event `seq`, inserting the same idempotency key), a serialization failure, a deadlock between two group commits,
 * and a row lock waited for longer than `lock_timeout` (when the operator sets one, see docs/operations.md).
 */
const conflictCodes = new Set(['23505', '40001', '40P01', '55P03'])

/**
 * SQLite's duplicate key: one process holds the only writer, so it arises when a number drawn at random without a
 * look-up (a position number, `newPositionSn`) meets one stored by an earlier process — a lost race as well.
 */
const sqliteDuplicateKey = new Set(['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE'])

/** Whether `error` is a lost race (ours, or the database's by its code) rather than a bug or a broken database. */
export const isWriteConflict = (error: unknown): boolean => {
  if (error instanceof WriteConflictError) return true
  if (!(error instanceof Error)) return false
  const code = (error as Error & { code?: unknown }).code
  if (typeof code !== 'string') return false
  if (error.name === 'PostgresError') return conflictCodes.has(code)
  return error.name === 'SqliteError' && sqliteDuplicateKey.has(code)
}

/** Runs `work`; when it loses a race (`isWriteConflict`), runs it once more after `beforeRetry`. */
export const retryingOnce = <T>(work: () => T, beforeRetry: () => void = () => undefined): T => {
  try {
    return work()
  } catch (error) {
    if (!isWriteConflict(error)) throw error
    beforeRetry()
    return work()
  }
}

/** `retryingOnce` for a unit that answers later (a group commit): a lost race runs the whole unit once more. */
export const retryingOnceLater = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => (isWriteConflict(error) ? work() : Promise.reject(error)))
