import type { Documents } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { DocumentRun } from './documentRuns.js'
import type { DocumentSummary } from './workerProtocol.js'

/** A job as the pipeline reads it. */
export interface DocumentJob {
  readonly id: number
  readonly userId: number
  readonly kind: Documents.DocumentKind
  readonly period: string
  readonly stage: Documents.DocumentStage
  readonly mailing: number
  readonly file: string | null
}

const jobColumns = 'id, user_id AS "userId", kind, period, stage, mailing, file'

const decodeJob = (row: Record<string, unknown>): DocumentJob => ({
  id: Number(row.id),
  userId: Number(row.userId),
  kind: row.kind as Documents.DocumentKind,
  period: String(row.period),
  stage: row.stage as Documents.DocumentStage,
  mailing: Number(row.mailing),
  file: row.file === null ? null : String(row.file),
})

/**
 * The run's jobs waiting in one of `stages` (not failed), after job `afterId`, in id order: one index range per stage
 * (kind, period, stage, id), each stopping at `limit`, so a batch never reads the rest of a large run.
 */
export const waitingJobs = (
  db: SqlConnection,
  run: Pick<DocumentRun, 'kind' | 'period'>,
  stages: readonly Documents.DocumentStage[],
  afterId: number,
  limit: number,
): DocumentJob[] =>
  stages
    .flatMap((stage) =>
      (
        db
          .prepare(
            `SELECT ${jobColumns} FROM document_jobs WHERE kind = ? AND period = ? AND stage = ? AND failure IS NULL
             AND id > ? ORDER BY id LIMIT ?`,
          )
          .all(run.kind, run.period, stage, afterId, limit) as Record<string, unknown>[]
      ).map(decodeJob),
    )
    .sort((a, b) => a.id - b.id)
    .slice(0, limit)

/** What became of one issue request. */
export type IssueOutcome =
  | {
      readonly job: DocumentJob
      readonly type: 'issued'
      readonly file: string
      readonly bytes: number
      readonly sha256: string
      readonly summary: DocumentSummary
      readonly mailable: boolean
    }
  | { readonly job: DocumentJob; readonly type: 'empty' }
  | { readonly job: DocumentJob; readonly type: 'failed'; readonly stage: 'render' | 'sign'; readonly message: string }

/**
 * Records a batch of issue outcomes in one transaction: issued → `mail` (or `kept` without a confirmed address) with
 * its file and figures; a failure stays at its stage (`sign` when only signing failed) with the reason; a period with
 * nothing to state loses its job (no fill, no note).
 */
export const recordIssued = (db: SqlConnection, outcomes: readonly IssueOutcome[], now: number): void => {
  if (outcomes.length === 0) return
  db.transaction(() => {
    for (const outcome of outcomes) {
      if (outcome.type === 'issued') {
        db.prepare(
          `UPDATE document_jobs SET stage = ?, file = ?, bytes = ?, sha256 = ?, summary = ?, issued_at = ?, failure = NULL,
             updated_at = ? WHERE id = ? AND stage IN ('render', 'sign')`,
        ).run(
          outcome.mailable ? 'mail' : 'kept',
          outcome.file,
          outcome.bytes,
          outcome.sha256,
          JSON.stringify(outcome.summary),
          now,
          now,
          outcome.job.id,
        )
      } else if (outcome.type === 'failed') {
        db.prepare(
          'UPDATE document_jobs SET stage = ?, failure = ?, attempts = attempts + 1, updated_at = ? WHERE id = ?',
        ).run(outcome.stage, `${outcome.stage}: ${outcome.message}`, now, outcome.job.id)
      } else {
        db.prepare(`DELETE FROM document_jobs WHERE id = ? AND stage = 'render'`).run(outcome.job.id)
      }
    }
  })()
}

/** One mailing about to be handed to SMTP. */
export interface Mailing {
  readonly job: DocumentJob
  readonly address: string
  readonly messageId: string
  readonly by: string
}

/**
 * Marks mailings `sending` and appends each to `document_mailings`, in one transaction committed *before* any of them
 * is handed to SMTP: a crash after the handing leaves them `sending`, to be reconciled, never forgotten. Jobs whose
 * investor has no confirmed address any more go to `kept`.
 */
export const recordSending = (
  db: SqlConnection,
  mailings: readonly Mailing[],
  unaddressed: readonly DocumentJob[],
  now: number,
): void => {
  db.transaction(() => {
    for (const mailing of mailings) {
      db.prepare(
        `UPDATE document_jobs SET stage = 'sending', address = ?, updated_at = ? WHERE id = ? AND stage = 'mail'`,
      ).run(mailing.address, now, mailing.job.id)
      db.prepare(
        'INSERT INTO document_mailings (job_id, mailing, message_id, address, requested_by, at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(mailing.job.id, mailing.job.mailing, mailing.messageId, mailing.address, mailing.by, now)
    }
    for (const job of unaddressed) {
      db.prepare(`UPDATE document_jobs SET stage = 'kept', updated_at = ? WHERE id = ? AND stage = 'mail'`).run(
        now,
        job.id,
      )
    }
  })()
}

/** Records the server's answers to a batch of mailings: accepted → `sent`; refused → back to `mail` with the reason. */
export const recordMailed = (
  db: SqlConnection,
  answers: readonly { readonly job: DocumentJob; readonly failure?: string }[],
  now: number,
): void => {
  if (answers.length === 0) return
  db.transaction(() => {
    for (const { job, failure } of answers) {
      if (failure === undefined)
        db.prepare(
          `UPDATE document_jobs SET stage = 'sent', sent_at = ?, updated_at = ? WHERE id = ? AND stage = 'sending'`,
        ).run(now, now, job.id)
      else
        db.prepare(
          `UPDATE document_jobs SET stage = 'mail', failure = ?, attempts = attempts + 1, updated_at = ?
           WHERE id = ? AND stage = 'sending'`,
        ).run(`mail: ${failure}`, now, job.id)
    }
  })()
}

/** A job left `sending` by a crash goes back to `mail` to be sent again under the same Message-ID. */
export const returnToMail = (db: SqlConnection, job: DocumentJob, now: number): void => {
  db.prepare(`UPDATE document_jobs SET stage = 'mail', updated_at = ? WHERE id = ? AND stage = 'sending'`).run(
    now,
    job.id,
  )
}

/**
 * Asks for one more mailing of an issued document (support, or the investor from the app): the job goes back to
 * `mail` under the next mailing number, so its Message-ID is new, and its run is reopened. A mailing on its way is
 * not doubled: answers false then, or for a document not issued yet.
 */
export const requestResend = (db: SqlConnection, job: DocumentJob, now: number): boolean =>
  db.transaction(() => {
    const moved = db
      .prepare(
        `UPDATE document_jobs SET stage = 'mail', mailing = mailing + 1, failure = NULL, updated_at = ?
         WHERE id = ? AND stage IN ('mail', 'sent', 'kept')`,
      )
      .run(now, job.id)
    if (moved.changes !== 1) return false
    db.prepare(`UPDATE document_runs SET status = 'issuing', finished_at = NULL WHERE kind = ? AND period = ?`).run(
      job.kind,
      job.period,
    )
    return true
  })()

/** A job by id, only when it is `userId`'s (another investor's document answers like an unknown one). */
export const findJob = (db: SqlConnection, id: number, userId?: number): DocumentJob | undefined => {
  const row = db
    .prepare(`SELECT ${jobColumns} FROM document_jobs WHERE id = ?${userId === undefined ? '' : ' AND user_id = ?'}`)
    .get(...(userId === undefined ? [id] : [id, userId]))
  return row === undefined ? undefined : decodeJob(row as Record<string, unknown>)
}

/** A document as its lists show it. */
export interface IssuedDocument {
  readonly id: number
  readonly userId: number
  readonly kind: Documents.DocumentKind
  readonly period: string
  readonly stage: Documents.DocumentStage
  readonly failure: string | null
  readonly issuedAt: number | null
  readonly sentAt: number | null
  readonly bytes: number | null
  readonly sha256: string | null
  readonly summary: string | null
  readonly file: string | null
}

/** An investor's documents, newest period first (issued ones only, unless `all`). */
export const documentsOf = (db: SqlConnection, userId: number, all = false): IssuedDocument[] =>
  (
    db
      .prepare(
        `SELECT id, user_id AS "userId", kind, period, stage, failure, issued_at AS "issuedAt", sent_at AS "sentAt", bytes,
           sha256, summary, file
         FROM document_jobs WHERE user_id = ?${all ? '' : ` AND stage IN ('mail', 'sending', 'sent', 'kept')`}
         ORDER BY period DESC, kind LIMIT 500`,
      )
      .all(userId) as IssuedDocument[]
  ).map((row) => ({
    ...row,
    id: Number(row.id),
    userId: Number(row.userId),
    issuedAt: row.issuedAt === null ? null : Number(row.issuedAt),
    sentAt: row.sentAt === null ? null : Number(row.sentAt),
    bytes: row.bytes === null ? null : Number(row.bytes),
  }))

/** Every mailing of a job, oldest first. */
export const mailingsOf = (db: SqlConnection, jobId: number) =>
  (
    db
      .prepare(
        `SELECT mailing, message_id AS "messageId", address, requested_by AS "requestedBy", at FROM document_mailings
         WHERE job_id = ? ORDER BY id`,
      )
      .all(jobId) as { mailing: number; messageId: string; address: string; requestedBy: string; at: number }[]
  ).map((row) => ({ ...row, mailing: Number(row.mailing), at: Number(row.at) }))
