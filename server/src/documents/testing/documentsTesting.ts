import type { SqlConnection } from '../../store/SqlConnection.js'

/** Gives an investor a confirmed address (and a language) straight in the database, as demo investors have. */
export const confirmAddress = (
  db: SqlConnection,
  userId: number,
  email: string,
  now: number,
  language = 'en',
): void => {
  db.prepare(
    `INSERT INTO document_settings (user_id, email, email_confirmed_at, language, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, email_confirmed_at = excluded.email_confirmed_at,
       language = excluded.language`,
  ).run(userId, email, now, language, now)
}

/** A job of the pipeline as tests read it. */
export interface JobRow {
  readonly id: number
  readonly userId: number
  readonly stage: string
  readonly failure: string | null
  readonly file: string | null
  readonly summary: string | null
}

export const jobsOf = (db: SqlConnection, kind: string, period: string): JobRow[] =>
  db
    .prepare(
      `SELECT id, user_id AS "userId", stage, failure, file, summary FROM document_jobs WHERE kind = ? AND period = ?
       ORDER BY user_id`,
    )
    .all(kind, period) as JobRow[]
