import type { Documents } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** How many of a run's jobs failures are named in its progress line. */
const namedFailures = 3

/** A run's progress from its jobs: sent, kept without address, waiting, failed (the first few named). */
export const progressOf = (
  db: SqlConnection,
  kind: Documents.DocumentKind,
  period: string,
): Documents.DocumentProgress => {
  const counts = db
    .prepare(
      `SELECT stage, CASE WHEN failure IS NULL THEN 0 ELSE 1 END AS failed, COUNT(*) AS n FROM document_jobs
       WHERE kind = ? AND period = ? GROUP BY stage, CASE WHEN failure IS NULL THEN 0 ELSE 1 END`,
    )
    .all(kind, period) as { stage: Documents.DocumentStage; failed: number; n: number }[]
  const sum = (match: (row: (typeof counts)[number]) => boolean) =>
    counts.filter(match).reduce((total, row) => total + Number(row.n), 0)
  const failures = (
    db
      .prepare(
        `SELECT user_id AS "userId", failure FROM document_jobs WHERE kind = ? AND period = ? AND failure IS NOT NULL
         ORDER BY id LIMIT ${namedFailures}`,
      )
      .all(kind, period) as { userId: number; failure: string }[]
  ).map((row) => `${row.userId}: ${row.failure}`)
  return {
    total: sum(() => true),
    sent: sum((row) => row.stage === 'sent'),
    kept: sum((row) => row.stage === 'kept'),
    failed: sum((row) => Number(row.failed) === 1),
    waiting: sum((row) => Number(row.failed) === 0 && row.stage !== 'sent' && row.stage !== 'kept'),
    failures,
  }
}

/** The latest run of each kind with its counts by outcome, for the metrics (read when Prometheus scrapes). */
export const latestDocumentRuns = (db: SqlConnection) =>
  (['note', 'statement'] as const).flatMap((kind) => {
    const run = db.prepare('SELECT period FROM document_runs WHERE kind = ? ORDER BY period DESC LIMIT 1').get(kind) as
      | { period: string }
      | undefined
    if (run === undefined) return []
    const { sent, kept, waiting, failed } = progressOf(db, kind, run.period)
    return [{ kind, period: run.period, counts: { sent, kept, waiting, failed } }]
  })
