import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { Documents } from '@bourse/core'
import type { ServerConfig } from '../config.js'
import { readSettings } from '../settings/settingsRepository.js'
import { loadCodeHashKey, loadSecretKey } from '../sms/secretKey.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { documentDaysClosed } from './documentDays.js'
import { type DocumentJob, requestResend } from './documentJobs.js'
import { createDocumentKeyStore, type DocumentKeyStore } from './documentKeys.js'
import { progressOf } from './documentProgress.js'
import { createDocumentRunner, type DocumentRunner } from './documentRunner.js'
import type { DocumentRun } from './documentRuns.js'
import { createDocumentWorkers } from './documentWorkers.js'
import { type SmtpSink, startSmtpSink } from './mail/smtpSink.js'
import { type BrokerIdentity, demoIdentity, identityFromP12, portable } from './sign/brokerIdentity.js'

/** Contract notes and statements as the server runs them: the pipeline, the keys, the local mail sink if any. */
export interface DocumentsService {
  readonly runner: DocumentRunner
  readonly keys: DocumentKeyStore
  /** The local SMTP sink (demo mode, or `BOURSE_SMTP_URL=sink`). */
  readonly sink: SmtpSink | undefined
  /** The signing identity (loaded, or generated in demo, at first use). */
  identity(): BrokerIdentity
  /** Mails a short text (an address confirmation code) through the documents' mail server; false when none is set. */
  mailText(to: string, subject: string, text: string): Promise<boolean>
  /** Mails an issued document again (next mailing number); false when it is not issued or already on its way. */
  resend(job: DocumentJob): boolean
  /** The key the address confirmation codes are hashed with. */
  readonly codeKey: Buffer
  /** The day close of documents: requests the runs due since the last date seen (the leader calls it each tick). */
  dayClosed(now: number): void
  close(): Promise<void>
}

/** How often a running pipeline logs its progress line. */
const logEveryMs = 5000

/** Logs "documents: note 2026-11-23: sent 84 211 of 100 000, …" at most every 5 s, and when a run ends. */
const progressEvery = (db: SqlConnection, log: (line: string, fields: Record<string, unknown>) => void) => {
  let last = 0
  return (run: DocumentRun, finished: boolean) => {
    if (!finished && performance.now() - last < logEveryMs) return
    last = performance.now()
    const progress = progressOf(db, run.kind, run.period)
    log(`documents: ${run.kind} ${run.period}: ${Documents.progressText(progress)}`, { ...progress, finished })
  }
}

/**
 * Opens the document pipeline: the signing identity from `BOURSE_SIGNING_P12` or the demo key, mail through
 * `BOURSE_SMTP_URL` or the local sink (demo), the worker threads (started at the first document).
 */
export const openDocuments = async (
  config: ServerConfig,
  db: SqlConnection,
  now: () => number,
  leading: () => boolean,
  log: (line: string, fields: Record<string, unknown>) => void = () => undefined,
): Promise<DocumentsService> => {
  const settings = config.documents
  const broker = () => readSettings(db).siteName
  let identity: BrokerIdentity | undefined
  const identityOf = () => {
    identity ??= settings.signingP12
      ? identityFromP12(settings.signingP12, settings.signingPassphrase)
      : demoIdentity(config.dataDir, broker())
    return identity
  }
  const useSink = settings.smtpUrl === 'sink' || (settings.smtpUrl === undefined && config.demo)
  const sink = useSink ? await startSmtpSink({ dir: join(config.dataDir, 'mail-sink'), keepMessages: true }) : undefined
  const smtpUrl = sink?.url ?? settings.smtpUrl
  const workers = createDocumentWorkers(settings.workers, () => ({ identity: portable(identityOf()), smtpUrl }))
  const keys = createDocumentKeyStore(db, loadSecretKey(config.dataDir, 'document-keys.key'))
  const runner = createDocumentRunner({
    db,
    now,
    dataDir: config.dataDir,
    workers,
    keys,
    broker,
    mail: smtpUrl === undefined ? undefined : { from: settings.mailFrom },
    ...(sink ? { acceptedByServer: (messageId: string) => sink.accepted(messageId) } : {}),
    leading,
    onProgress: progressEvery(db, log),
    onError: (error) => log('documents: a run stopped on an error; the next pass resumes it', { err: error }),
  })
  return {
    runner,
    keys,
    sink,
    identity: identityOf,
    codeKey: loadCodeHashKey(config.dataDir),
    mailText: async (to, subject, text) => {
      if (smtpUrl === undefined) return false
      const messageId = `<code.${randomUUID()}@${settings.mailFrom.slice(settings.mailFrom.indexOf('@') + 1)}>`
      const reply = await workers.run({
        type: 'mail',
        id: 0,
        message: { from: settings.mailFrom, to, subject, text, messageId },
      })
      return reply.ok
    },
    resend: (job) => {
      const moved = requestResend(db, job, now())
      if (moved && leading()) setImmediate(() => void runner.runOnce())
      return moved
    },
    dayClosed: (at) => {
      for (const { kind, period } of documentDaysClosed(db, at)) runner.request(kind, period, 'day close')
    },
    close: async () => {
      await runner.close()
      await sink?.close()
    },
  }
}
