import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Documents, translate } from '@bourse/core'
import { failpoint } from '../crash/failpoint.js'
import { groupCommit } from '../store/groupCommit.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import {
  type DocumentJob,
  type IssueOutcome,
  type Mailing,
  recordIssued,
  recordMailed,
  recordSending,
  returnToMail,
  waitingJobs,
} from './documentJobs.js'
import type { DocumentKeyStore } from './documentKeys.js'
import { type DocumentRun, findRun, finishRunIfIdle, listStepOf, openRuns, requestRun } from './documentRuns.js'
import type { DocumentWorkers } from './documentWorkers.js'
import { gatherFacts, type MailingSettings, mailingSettingsOf } from './gatherFacts.js'
import type { WorkerReply } from './workerProtocol.js'

/** Documents per batch: one gather (a few queries) and one commit for this many. */
const batchSize = 32

/** What the runner needs from its surroundings. */
export interface RunnerContext {
  readonly db: SqlConnection
  readonly now: () => number
  readonly dataDir: string
  readonly workers: DocumentWorkers
  readonly keys: DocumentKeyStore
  /** The broker's name (setting `siteName`), printed on every document. */
  readonly broker: () => string
  /** Where mail comes from, and the domain of Message-IDs; `undefined` when no mail server is configured. */
  readonly mail: { readonly from: string } | undefined
  /** A mail server that can say whether it accepted a Message-ID (the local sink); others cannot. */
  readonly acceptedByServer?: (messageId: string) => boolean
  /** Whether this process runs documents (the leader; always on SQLite). */
  readonly leading: () => boolean
  /** Hears a run that stopped on an error (a database or file failure): it is logged, and the next pass resumes. */
  readonly onError?: (error: unknown) => void
  /** Hears each batch's outcomes (metrics, logs). */
  readonly onProgress?: (run: DocumentRun, finished: boolean) => void
}

/** The pipeline of DECISIONS §27: list → render (protected) → sign → mail, each stage's state in `document_jobs`. */
export interface DocumentRunner {
  /** Asks for a run (or a re-run: failed jobs are retried, nothing done is redone) and starts working on it. */
  request(kind: Documents.DocumentKind, period: string, by: string): void
  /** Works until no open run has work left (what the timer calls; tests await it). */
  runOnce(): Promise<void>
  /** Checks for work every second while leading (only one process runs documents). */
  start(): void
  close(): Promise<void>
}

/** The stored file of a job, relative to the data folder. */
export const documentFileOf = (job: Pick<DocumentJob, 'kind' | 'period' | 'userId'>): string =>
  join('documents', job.kind, job.period, `${job.userId}.pdf`)

const domainOf = (from: string) => from.slice(from.indexOf('@') + 1)

const fileNameOf = (job: DocumentJob) =>
  job.kind === 'note' ? `contract-note-${job.period}.pdf` : `statement-${job.period}.pdf`

export const createDocumentRunner = (context: RunnerContext): DocumentRunner => {
  const { db } = context
  let working: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let again = false

  const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

  const list = async (run: DocumentRun): Promise<DocumentRun | undefined> => {
    let current: DocumentRun | undefined = run
    while (current?.status === 'listing') {
      await groupCommit(db, () => listStepOf(db, current as DocumentRun, context.now()))
      failpoint('documents.listed')
      await pause()
      current = findRun(db, run.kind, run.period)
    }
    return current
  }

  /** Jobs a crash left `sending`: accepted by a server that can tell → sent; otherwise sent again, same Message-ID. */
  const reconcile = (run: DocumentRun) => {
    const domain = context.mail ? domainOf(context.mail.from) : 'bourse.invalid'
    for (let after = 0; ; ) {
      const jobs = waitingJobs(db, run, ['sending'], after, 500)
      if (jobs.length === 0) return
      after = (jobs[jobs.length - 1] as DocumentJob).id
      const accepted = jobs.filter((job) =>
        context.acceptedByServer?.(Documents.messageIdOf(job.kind, job.period, job.userId, job.mailing, domain)),
      )
      recordMailed(
        db,
        accepted.map((job) => ({ job })),
        context.now(),
      )
      for (const job of jobs) if (!accepted.includes(job)) returnToMail(db, job, context.now())
    }
  }

  const issueBatch = async (run: DocumentRun, jobs: DocumentJob[]): Promise<void> => {
    const userIds = jobs.map((job) => job.userId)
    const settings = mailingSettingsOf(db, userIds)
    const facts = gatherFacts(db, run, jobs, settings)
    const keys = context.keys.read(userIds)
    const issuedAt = context.now()
    mkdirSync(join(context.dataDir, 'documents', run.kind, run.period), { recursive: true, mode: 0o700 })
    const replies = await Promise.all(
      jobs.map((job) => {
        const file = join(context.dataDir, documentFileOf(job))
        const fact = facts.get(job.id)
        if (fact === undefined) return Promise.resolve(undefined)
        return context.workers
          .run({
            type: 'issue',
            id: 0,
            facts: fact,
            keys: keys.get(job.userId) ?? { password: fact.phone },
            issuer: { broker: context.broker() },
            issuedAt,
            file,
            ...(job.stage === 'sign' ? { renderedFile: `${file}.rendered` } : {}),
          })
          .catch((error: Error): WorkerReply => ({ id: 0, ok: false, stage: 'render', message: error.message }))
      }),
    )
    const now = context.now()
    const derived = jobs.flatMap((job, index) => {
      const reply = replies[index]
      return reply && 'derivedKeys' in reply && reply.derivedKeys
        ? [{ userId: job.userId, keys: reply.derivedKeys }]
        : []
    })
    const outcomes: IssueOutcome[] = jobs.map((job, index) => {
      const reply = replies[index]
      if (reply === undefined) return { job, type: 'failed', stage: 'render', message: 'no facts' }
      if (!reply.ok)
        return { job, type: 'failed', stage: reply.stage === 'sign' ? 'sign' : 'render', message: reply.message }
      if (reply.type === 'empty') return { job, type: 'empty' }
      if (reply.type !== 'issued') return { job, type: 'failed', stage: 'render', message: 'unexpected reply' }
      return {
        job,
        type: 'issued',
        file: documentFileOf(job),
        bytes: reply.bytes,
        sha256: reply.sha256,
        summary: reply.summary,
        mailable: context.mail !== undefined && settings.get(job.userId)?.email !== undefined,
      }
    })
    // Through the group commit: the WAL's sync (or PostgreSQL's COMMIT) never holds the main thread.
    await groupCommit(db, () => {
      for (const { userId, keys } of derived) context.keys.save(userId, keys, now)
      recordIssued(db, outcomes, now)
    })
    context.onProgress?.(run, false)
  }

  const issueAll = async (run: DocumentRun): Promise<void> => {
    const inFlight: Promise<void>[] = []
    for (let after = 0; ; ) {
      const jobs = waitingJobs(db, run, ['render', 'sign'], after, batchSize)
      if (jobs.length === 0) break
      after = (jobs[jobs.length - 1] as DocumentJob).id
      inFlight.push(issueBatch(run, jobs))
      // Two batches at once: the next one is gathered while the workers render the last.
      if (inFlight.length >= 2) await inFlight.shift()
    }
    await Promise.all(inFlight)
  }

  const mailBatch = async (run: DocumentRun, jobs: DocumentJob[], settings: Map<number, MailingSettings>) => {
    const mail = context.mail
    if (mail === undefined) return
    const domain = domainOf(mail.from)
    const mailings: Mailing[] = []
    const unaddressed: DocumentJob[] = []
    for (const job of jobs) {
      const address = settings.get(job.userId)?.email
      if (address === undefined) unaddressed.push(job)
      else
        mailings.push({
          job,
          address,
          messageId: Documents.messageIdOf(job.kind, job.period, job.userId, job.mailing, domain),
          by: job.mailing === 0 ? 'run' : 'resend',
        })
    }
    // Committed (durable) before any of them is handed over.
    await groupCommit(db, () => recordSending(db, mailings, unaddressed, context.now()))
    const broker = context.broker()
    const answers = await Promise.all(
      mailings.map(async ({ job, address, messageId }) => {
        const language = settings.get(job.userId)?.language ?? 'en'
        const subject =
          job.kind === 'note'
            ? translate('docNoteSubject', language, { broker, day: job.period })
            : translate('docStatementSubject', language, { broker, month: job.period })
        const what = translate(job.kind === 'note' ? 'docNoteTitle' : 'docStatementTitle', language)
        const reply = await context.workers
          .run({
            type: 'mail',
            id: 0,
            message: {
              from: mail.from,
              to: address,
              subject,
              text: translate('docMailBody', language, { what, period: job.period, broker }),
              messageId,
              file: join(context.dataDir, job.file ?? documentFileOf(job)),
              fileName: fileNameOf(job),
            },
          })
          .catch((error: Error): WorkerReply => ({ id: 0, ok: false, stage: 'mail', message: error.message }))
        return reply.ok ? { job } : { job, failure: reply.message }
      }),
    )
    await groupCommit(db, () => recordMailed(db, answers, context.now()))
    context.onProgress?.(run, false)
  }

  const mailAll = async (run: DocumentRun, issuing: () => boolean): Promise<void> => {
    const inFlight: Promise<void>[] = []
    for (let after = 0; ; ) {
      const jobs = waitingJobs(db, run, ['mail'], after, batchSize)
      if (jobs.length === 0) {
        await Promise.all(inFlight.splice(0))
        after = 0
        if (!issuing() && waitingJobs(db, run, ['mail'], 0, 1).length === 0) return
        await new Promise((resolve) => setTimeout(resolve, 20))
        continue
      }
      after = (jobs[jobs.length - 1] as DocumentJob).id
      const settings = mailingSettingsOf(
        db,
        jobs.map((job) => job.userId),
      )
      inFlight.push(mailBatch(run, jobs, settings))
      // Two batches on their way: the next is handed over while the last one's answers come back.
      if (inFlight.length >= 2) await inFlight.shift()
    }
  }

  const work = async () => {
    for (const open of openRuns(db)) {
      const run = await list(open)
      if (run === undefined) continue
      reconcile(run)
      let issuing = true
      await Promise.all([
        issueAll(run).finally(() => {
          issuing = false
        }),
        mailAll(run, () => issuing),
      ])
      finishRunIfIdle(db, run, context.now())
      context.onProgress?.(run, true)
    }
  }

  const runOnce = async (): Promise<void> => {
    if (working) {
      again = true
      return working
    }
    working = (async () => {
      do {
        again = false
        await work()
      } while (again)
    })()
      // A pass that fails leaves its jobs where they stood: the next one (timer, request) resumes them.
      .catch((error: unknown) => context.onError?.(error))
      .finally(() => {
        working = undefined
      })
    return working
  }

  return {
    request: (kind, period, by) => {
      requestRun(db, kind, period, by, context.now())
      if (context.leading()) setImmediate(() => void runOnce())
    },
    runOnce,
    start: () => {
      if (timer) return
      timer = setInterval(() => {
        if (context.leading() && !working && openRuns(db).length > 0) void runOnce()
      }, 1000)
      timer.unref()
    },
    close: async () => {
      if (timer) clearInterval(timer)
      await working?.catch(() => undefined)
      await context.workers.close()
    },
  }
}
