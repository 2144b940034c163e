import { Documents } from '@bourse/core'
import { documentsOf, findJob, type IssuedDocument, mailingsOf } from '../../documents/documentJobs.js'
import { progressOf } from '../../documents/documentProgress.js'
import { findRun } from '../../documents/documentRuns.js'
import type { DocumentsService } from '../../documents/openDocuments.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { findUserById, findUserByPhone } from '../../users/usersRepository.js'
import type { RouteModule } from '../AppContext.js'
import { refusalWith, success, successIn } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

/** An address as support sees it: the first letter and the domain (`a***@example.invalid`). */
const maskedAddress = (address: string) => address.replace(/^(.)[^@]*/, '$1***')

const progressWire = (db: SqlConnection, kind: Documents.DocumentKind, period: string) => {
  const progress = progressOf(db, kind, period)
  return {
    kind,
    date: period,
    status: findRun(db, kind, period)?.status ?? ('none' as const),
    ...progress,
    text: Documents.progressText(progress),
  }
}

const documentWire = (db: SqlConnection, document: IssuedDocument) => ({
  id: document.id,
  phone: findUserById(db, document.userId)?.phone ?? '',
  kind: document.kind,
  date: document.period,
  stage: document.stage,
  failure: document.failure,
  issuedAt: document.issuedAt,
  sentAt: document.sentAt,
  bytes: document.bytes,
  sha256: document.sha256,
  summary: document.summary === null ? null : (JSON.parse(document.summary) as Record<string, string | number>),
  mailings: mailingsOf(db, document.id).map((mailing) => ({ ...mailing, address: maskedAddress(mailing.address) })),
})

const oneDocument = (db: SqlConnection, id: number): IssuedDocument | undefined => {
  const job = findJob(db, id)
  return job ? documentsOf(db, job.userId, true).find((document) => document.id === id) : undefined
}

/**
 * Contract notes and statements, the staff side (DECISIONS §27): finance starts a day's run (or a month's statements)
 * and everyone who may reads its progress; support lists an investor's documents, shows one with its mailings and
 * mails it again. Every call goes through `staffRoute` (role, audit). The investor's side:
 * `http/investor/contractNoteRoutes.ts`.
 */
export const contractNoteStaffRoutes: RouteModule = (app, context) => {
  const documents = context.documents as DocumentsService
  const { db } = context

  staffRoute(app, context, '/contractNotes/run', ({ payload, staff, language }) => {
    documents.runner.request(payload.kind, payload.date, `finance:${staff.name}`)
    return successIn(language, 'docRunStarted', progressWire(db, payload.kind, payload.date))
  })

  staffRoute(app, context, '/contractNotes/status', ({ payload }) =>
    success(progressWire(db, payload.kind, payload.date)),
  )

  staffRoute(
    app,
    context,
    '/contractNotes/list',
    ({ payload, language, audit }) => {
      const user = findUserByPhone(db, payload.phone)
      if (!user) return refusalWith('docNotFound', language)
      audit({ investor: payload.phone })
      return success(
        documentsOf(db, user.id, true)
          .filter((document) => payload.date === undefined || document.period === payload.date)
          .map((document) => documentWire(db, document)),
      )
    },
    { auditLookUp: true },
  )

  staffRoute(
    app,
    context,
    '/contractNotes/show',
    ({ payload, language }) => {
      const document = oneDocument(db, payload.id)
      return document ? success(documentWire(db, document)) : refusalWith('docNotFound', language)
    },
    { auditLookUp: true },
  )

  staffRoute(app, context, '/contractNotes/resend', ({ payload, language, audit }) => {
    const job = findJob(db, payload.id)
    if (!job) return refusalWith('docNotFound', language)
    if (!Documents.isIssued(job.stage) || !documents.resend(job)) return refusalWith('docNotIssued', language)
    const document = oneDocument(db, payload.id)
    const wire = document ? documentWire(db, document) : undefined
    if (wire) audit({ investor: wire.phone })
    return wire ? successIn(language, 'docResent', wire) : refusalWith('docNotFound', language)
  })
}
