import { Documents } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { firstJournalIdAt, lastJournalId } from './journalWindow.js'

/** A run of one kind and period: listing the investors (journal ids up to `lastJournalId`), then issuing. */
export interface DocumentRun {
  readonly kind: Documents.DocumentKind
  readonly period: string
  readonly status: 'listing' | 'issuing' | 'done'
  readonly firstJournalId: number
  readonly listedTo: number
  readonly lastJournalId: number
}

/** The period's window: a day for a note, a month for a statement. */
export const windowOf = (kind: Documents.DocumentKind, period: string): Documents.PeriodWindow =>
  kind === 'note' ? Documents.dayWindow(period) : Documents.monthWindow(period)

const columns =
  'kind, period, status, first_journal_id AS "firstJournalId", listed_to AS "listedTo", last_journal_id AS "lastJournalId"'

const decode = (row: Record<string, unknown>): DocumentRun => ({
  kind: row.kind as Documents.DocumentKind,
  period: String(row.period),
  status: row.status as DocumentRun['status'],
  firstJournalId: Number(row.firstJournalId),
  listedTo: Number(row.listedTo),
  lastJournalId: Number(row.lastJournalId),
})

/**
 * Records that a run of `kind` for `period` is wanted, or — for a run already recorded — that it is wanted again:
 * the investors are listed anew (a job already there stays as it is) and the failed jobs are cleared to be tried
 * once more; nothing that succeeded is redone.
 */
export const requestRun = (
  db: SqlConnection,
  kind: Documents.DocumentKind,
  period: string,
  by: string,
  now: number,
): void => {
  const window = windowOf(kind, period)
  const first = firstJournalIdAt(db, window.from)
  const last = Math.max(first - 1, lastJournalId(db))
  db.transaction(() => {
    db.prepare(
      `INSERT INTO document_runs (kind, period, status, first_journal_id, listed_to, last_journal_id, requested_by, requested_at)
       VALUES (?, ?, 'listing', ?, ?, ?, ?, ?)
       ON CONFLICT (kind, period) DO UPDATE SET status = 'listing', first_journal_id = excluded.first_journal_id,
         listed_to = excluded.listed_to, last_journal_id = excluded.last_journal_id,
         requested_by = excluded.requested_by, requested_at = excluded.requested_at, finished_at = NULL`,
    ).run(kind, period, first, first - 1, last, by, now)
    db.prepare(
      'UPDATE document_jobs SET failure = NULL, updated_at = ? WHERE kind = ? AND period = ? AND failure IS NOT NULL',
    ).run(now, kind, period)
  })()
}

/** The runs that still have work, oldest period first. */
export const openRuns = (db: SqlConnection): DocumentRun[] =>
  (
    db.prepare(`SELECT ${columns} FROM document_runs WHERE status <> 'done' ORDER BY period, kind`).all() as Record<
      string,
      unknown
    >[]
  ).map(decode)

export const findRun = (db: SqlConnection, kind: Documents.DocumentKind, period: string): DocumentRun | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM document_runs WHERE kind = ? AND period = ?`).get(kind, period)
  return row === undefined ? undefined : decode(row as Record<string, unknown>)
}

/** Journal ids listed per step: one step reads at most this many rows. */
const listStep = 5000

/** Journal types a fill always writes (its margin frozen or released); other rows never make a note. */
const fillTypes = "('marginFrozen', 'marginReleased')"

/**
 * Lists the next slice of the run's journal: one job (stage render) per investor with a fill (notes) or any
 * movement (statements) in the period, inserted once. Answers whether listing is complete.
 */
export const listStepOf = (db: SqlConnection, run: DocumentRun, now: number): boolean => {
  const window = windowOf(run.kind, run.period)
  const to = Math.min(run.lastJournalId, run.listedTo + listStep)
  const users = db
    .prepare(
      `SELECT DISTINCT user_id AS "userId" FROM journal WHERE id > ? AND id <= ? AND at >= ? AND at < ?${
        run.kind === 'note' ? ` AND type IN ${fillTypes}` : ''
      }`,
    )
    .all(run.listedTo, to, window.from, window.to) as { userId: number }[]
  const done = to >= run.lastJournalId
  db.transaction(() => {
    const insert = db.prepare(
      `INSERT INTO document_jobs (user_id, kind, period, stage, updated_at) VALUES (?, ?, ?, 'render', ?)
       ON CONFLICT (user_id, kind, period) DO NOTHING`,
    )
    for (const { userId } of users) insert.run(Number(userId), run.kind, run.period, now)
    db.prepare(
      `UPDATE document_runs SET listed_to = ?, status = ? WHERE kind = ? AND period = ? AND status = 'listing'`,
    ).run(to, done ? 'issuing' : 'listing', run.kind, run.period)
  })()
  return done
}

/** Marks a run done once no job of it waits (failed jobs wait for the next request). */
export const finishRunIfIdle = (db: SqlConnection, run: DocumentRun, now: number): boolean => {
  const waiting = db
    .prepare(
      `SELECT COUNT(*) AS n FROM document_jobs WHERE kind = ? AND period = ? AND stage NOT IN ('sent', 'kept') AND failure IS NULL`,
    )
    .get(run.kind, run.period) as { n: number }
  if (Number(waiting.n) > 0) return false
  db.prepare(
    `UPDATE document_runs SET status = 'done', finished_at = ? WHERE kind = ? AND period = ? AND status = 'issuing'`,
  ).run(now, run.kind, run.period)
  return true
}
