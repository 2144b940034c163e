import { type Language, languages } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { DocumentJob } from './documentJobs.js'
import { type DocumentRun, windowOf } from './documentRuns.js'
import type { RawFacts, RawJournalRow } from './workerProtocol.js'

const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ')

/** An investor's document settings as the pipeline needs them: the confirmed address and the language. */
export interface MailingSettings {
  readonly email: string | undefined
  readonly language: Language
}

/** The confirmed address and language of each investor (English and no address when they set nothing). */
export const mailingSettingsOf = (db: SqlConnection, userIds: readonly number[]): Map<number, MailingSettings> => {
  const found = new Map<number, MailingSettings>()
  if (userIds.length === 0) return found
  const rows = db
    .prepare(
      `SELECT user_id AS "userId", email, email_confirmed_at AS "confirmedAt", language FROM document_settings
       WHERE user_id IN (${marks(userIds.length)})`,
    )
    .all(...userIds) as { userId: number; email: string | null; confirmedAt: number | null; language: string }[]
  for (const row of rows) {
    found.set(Number(row.userId), {
      email: row.email !== null && row.confirmedAt !== null ? row.email : undefined,
      language: (languages as readonly string[]).includes(row.language) ? (row.language as Language) : 'en',
    })
  }
  return found
}

/**
 * Reads what a batch of documents is made of, in a handful of queries for the whole batch (on PostgreSQL each query
 * is a round trip the main thread waits for): the investors, their journal since the run's first id, the period's
 * events of each (by the sequence numbers its journal rows name) and their balances now. Text stays text: the worker
 * decodes it.
 */
export const gatherFacts = (
  db: SqlConnection,
  run: DocumentRun,
  jobs: readonly DocumentJob[],
  settings: ReadonlyMap<number, MailingSettings>,
): Map<number, RawFacts> => {
  const userIds = jobs.map((job) => job.userId)
  const window = windowOf(run.kind, run.period)
  const users = new Map(
    (
      db
        .prepare(`SELECT id, phone, real_name AS "name" FROM users WHERE id IN (${marks(userIds.length)})`)
        .all(...userIds) as { id: number; phone: string; name: string }[]
    ).map((user) => [Number(user.id), user]),
  )
  const rows = new Map<number, RawJournalRow[]>(userIds.map((id) => [id, []]))
  for (const row of db
    .prepare(
      `SELECT user_id AS "userId", id, event_seq AS "seq", type, balance, amount, balance_after AS "after", reference, at
       FROM journal WHERE user_id IN (${marks(userIds.length)}) AND id >= ? ORDER BY user_id, id`,
    )
    .all(...userIds, run.firstJournalId) as Record<string, string | number>[]) {
    rows
      .get(Number(row.userId))
      ?.push([
        Number(row.id),
        Number(row.seq),
        String(row.type),
        String(row.balance),
        String(row.amount),
        String(row.after),
        String(row.reference),
        Number(row.at),
      ])
  }
  const events = new Map<number, (readonly [number, string])[]>(userIds.map((id) => [id, []]))
  if (run.kind === 'note') {
    const ranges = userIds.flatMap((id) => {
      const seqs = (rows.get(id) ?? [])
        .filter((row) => row[7] >= window.from && row[7] < window.to)
        .map((row) => row[1])
      return seqs.length === 0 ? [] : [[id, Math.min(...seqs), Math.max(...seqs)] as const]
    })
    if (ranges.length > 0) {
      for (const event of db
        .prepare(
          `SELECT user_id AS "userId", seq, payload FROM events WHERE ${ranges
            .map(() => '(user_id = ? AND seq BETWEEN ? AND ?)')
            .join(' OR ')} ORDER BY user_id, seq`,
        )
        .all(...ranges.flat()) as { userId: number; seq: number; payload: string }[]) {
        events.get(Number(event.userId))?.push([Number(event.seq), event.payload])
      }
    }
  }
  const balances = new Map(
    (
      db
        .prepare(`SELECT user_id AS "userId", balances FROM accounts WHERE user_id IN (${marks(userIds.length)})`)
        .all(...userIds) as { userId: number; balances: string | null }[]
    ).map((row) => [Number(row.userId), row.balances]),
  )
  const facts = new Map<number, RawFacts>()
  for (const job of jobs) {
    const user = users.get(job.userId)
    facts.set(job.id, {
      kind: run.kind,
      period: run.period,
      userId: job.userId,
      phone: user?.phone ?? '',
      name: user?.name ?? '',
      language: settings.get(job.userId)?.language ?? 'en',
      rows: rows.get(job.userId) ?? [],
      events: events.get(job.userId) ?? [],
      balances: balances.get(job.userId) ?? null,
    })
  }
  return facts
}
