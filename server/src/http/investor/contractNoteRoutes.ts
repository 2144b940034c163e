import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Api, Documents, isDomainError, translate } from '@bourse/core'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { documentsOf, findJob } from '../../documents/documentJobs.js'
import {
  askEmailConfirmation,
  confirmEmail,
  documentSettingsOf,
  setDocumentLanguage,
} from '../../documents/documentSettings.js'
import type { DocumentsService } from '../../documents/openDocuments.js'
import { documentKeysFor } from '../../documents/protect/standardSecurity.js'
import { storedKeysOf } from '../../documents/storedKeys.js'
import { readSettings } from '../../settings/settingsRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { requireUser } from '../currentUser.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { userEndpoint } from './userEndpoint.js'

/** A PDF to its owner: never cached, never sniffed, downloaded under its own name. */
const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(bytes)

/** `GET /prod-api/user/contractNotes/file.do?id=`: the caller's own issued document; anyone else's answers 404. */
const fileRoute = (app: FastifyInstance, context: AppContext) => {
  app.get<{ Querystring: { id?: string } }>(`${Api.basePath}/user/contractNotes/file.do`, async (request, reply) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const id = Number(request.query.id)
    const job = Number.isSafeInteger(id) && id > 0 ? findJob(context.db, id, signedIn.user.userId) : undefined
    const bytes =
      job?.file && Documents.isIssued(job.stage)
        ? await readFile(join(context.config.dataDir, job.file)).catch(() => undefined)
        : undefined
    if (!job || !bytes) return reply.code(404).send(refusalWith('docNotFound', requestLanguage(request.headers)))
    const name = job.kind === 'note' ? `contract-note-${job.period}.pdf` : `statement-${job.period}.pdf`
    return sendPdf(reply, name, bytes)
  })
}

/**
 * Contract notes and statements, the investor's side (DECISIONS §27): the list of their issued documents, each PDF,
 * a resend to their confirmed address, and the document settings — the address (confirmed by a mailed code), the
 * password documents open with (the registered phone number until they choose one; only its keys are kept) and the
 * language. Support's side: `http/staff/contractNoteStaffRoutes.ts`.
 */
export const contractNoteRoutes: RouteModule = (app, context) => {
  const documents = context.documents as DocumentsService
  const { db } = context
  fileRoute(app, context)

  userEndpoint(app, '/user/contractNotes/list.do', (_payload, user) =>
    success(
      documentsOf(db, user.userId).map((document) => ({
        id: document.id,
        date: document.period,
        kind: document.kind,
        issuedAt: document.issuedAt ?? 0,
        delivery: document.stage as 'mail' | 'sending' | 'sent' | 'kept',
        bytes: document.bytes ?? 0,
      })),
    ),
  )

  userEndpoint(app, '/user/contractNotes/resend.do', (payload, user, request) => {
    const language = requestLanguage(request.headers)
    const job = findJob(db, payload.id, user.userId)
    if (!job) return refusalWith('docNotFound', language)
    if (!Documents.isIssued(job.stage)) return refusalWith('docNotIssued', language)
    if (!documentSettingsOf(db, documents.keys, user.userId).emailConfirmed)
      return refusalWith('docEmailNone', language)
    return documents.resend(job) ? successIn(language, 'docResent', null) : refusalWith('docNotIssued', language)
  })

  userEndpoint(app, '/user/documentSettings/get.do', (_payload, user) =>
    success(documentSettingsOf(db, documents.keys, user.userId)),
  )

  userEndpoint(app, '/user/documentSettings/email.do', async (payload, user, request) => {
    const language = requestLanguage(request.headers)
    const asked = askEmailConfirmation(db, documents.codeKey, user.userId, payload.email, context.now())
    if (isDomainError(asked)) return refusalOf(asked, language)
    const broker = readSettings(db).siteName
    const sent = await documents.mailText(
      payload.email.trim(),
      translate('docEmailCodeSubject', language, { broker }),
      translate('docEmailCodeBody', language, { code: asked.code }),
    )
    if (!sent) return refusalWith('docMailOff', language)
    return successIn(language, 'docEmailCodeSent', documentSettingsOf(db, documents.keys, user.userId))
  })

  userEndpoint(app, '/user/documentSettings/confirm.do', (payload, user, request) => {
    const language = requestLanguage(request.headers)
    const refused = confirmEmail(db, documents.codeKey, user.userId, payload.code, context.now())
    if (refused) return refusalOf(refused, language)
    return successIn(language, 'docEmailConfirmed', documentSettingsOf(db, documents.keys, user.userId))
  })

  userEndpoint(app, '/user/documentSettings/password.do', (payload, user, request) => {
    const language = requestLanguage(request.headers)
    const refused = Documents.documentPasswordRefusal(payload.password)
    if (refused) return refusalOf(refused, language)
    // Two hardened hashes (a few ms), once per password: only the keys are kept, never the password.
    documents.keys.save(user.userId, storedKeysOf(documentKeysFor(payload.password)), context.now(), true)
    return successIn(language, 'docPasswordChanged', documentSettingsOf(db, documents.keys, user.userId))
  })

  userEndpoint(app, '/user/documentSettings/language.do', (payload, user, request) => {
    setDocumentLanguage(db, user.userId, payload.language, context.now())
    return successIn(
      requestLanguage(request.headers),
      'docLanguageChanged',
      documentSettingsOf(db, documents.keys, user.userId),
    )
  })
}
