/** A document the pipeline issues: a day's contract note or a month's statement. */
export type DocumentKind = 'note' | 'statement'

/**
 * Where a document's job stands (DECISIONS §27): `render` and `sign` wait for those stages; `mail` waits to be
 * handed to SMTP; `sending` was recorded just before the handing (a crash then is reconciled, never skipped);
 * `sent` was accepted by the mail server; `kept` has no confirmed address and stays downloadable only.
 */
export type DocumentStage = 'render' | 'sign' | 'mail' | 'sending' | 'sent' | 'kept'

export const documentStages: readonly DocumentStage[] = ['render', 'sign', 'mail', 'sending', 'sent', 'kept']

/** True once nothing more is to be done for the job. */
export const isFinished = (stage: DocumentStage): boolean => stage === 'sent' || stage === 'kept'

/** True once the signed file exists (it can be downloaded). */
export const isIssued = (stage: DocumentStage): boolean => stage !== 'render' && stage !== 'sign'

/**
 * The stage a job moves to when `stage` succeeds: render → sign → mail (or kept, with no address) → sending →
 * sent. A finished stage stays where it is.
 */
export const stageAfter = (stage: DocumentStage, hasAddress: boolean): DocumentStage => {
  switch (stage) {
    case 'render':
      return 'sign'
    case 'sign':
      return hasAddress ? 'mail' : 'kept'
    case 'mail':
      return 'sending'
    case 'sending':
      return 'sent'
    default:
      return stage
  }
}

/**
 * The stable Message-ID of one mailing of a document: the same job and mailing number always give the same id, so a
 * retried send is recognisable as the same message. Example: note 2026-11-23 of user 42, first mailing, domain
 * bourse.invalid → `<note.2026-11-23.42.0@bourse.invalid>`.
 */
export const messageIdOf = (kind: DocumentKind, period: string, userId: number, mailing: number, domain: string) =>
  `<${kind}.${period}.${userId}.${mailing}@${domain}>`

/** A run's counts by outcome, for finance's progress line and the metrics. */
export interface DocumentProgress {
  readonly total: number
  readonly sent: number
  readonly kept: number
  readonly waiting: number
  readonly failed: number
  /** The first few failures, "user: stage: reason". */
  readonly failures: readonly string[]
}

const grouped = (value: number) => value.toLocaleString('en-US').replaceAll(',', ' ')

/**
 * Finance's one-line progress: "sent 84 211 of 100 000, 3 failed: 17: mail: connection refused; …". Documents kept
 * without an address count as delivered to the app.
 */
export const progressText = (progress: DocumentProgress): string => {
  const head = `sent ${grouped(progress.sent)} of ${grouped(progress.total)}`
  const kept = progress.kept > 0 ? `, ${grouped(progress.kept)} kept in the app (no e-mail)` : ''
  const waiting = progress.waiting > 0 ? `, ${grouped(progress.waiting)} waiting` : ''
  const failed =
    progress.failed > 0 ? `, ${grouped(progress.failed)} failed: ${progress.failures.join('; ')}` : ', none failed'
  return `${head}${kept}${waiting}${failed}`
}
