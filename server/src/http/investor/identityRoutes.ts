import { Api, domainError, Identity, Result } from '@bourse/core'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { maskedBankCardOf } from '../../identity/bankCards.js'
import { bindBankCard } from '../../identity/bindBankCard.js'
import { storeUpload } from '../../identity/storeUpload.js'
import { submitKyc } from '../../identity/submitKyc.js'
import { readUploadFile, removeUploadFile, uploadKeyPattern, uploadsDirOf } from '../../identity/uploadFiles.js'
import { uploadQuotaRefusal } from '../../identity/uploadQuota.js'
import { findOwnUpload, insertUpload } from '../../identity/uploadsRepository.js'
import { vaultOf } from '../../vault/vaultOfConnection.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { requireUser } from '../currentUser.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { atomically } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { sendImage } from '../sendImage.js'
import { secondFactorGate } from './secondFactorGate.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

/** The multipart field and the JSON field that carry the image (spec 001 §7). */
const uploadField = 'upload_file'

/** The JSON form carries the image as base64 (4 characters per 3 bytes): room for 10 MB and a little more. */
const jsonUploadBodyLimit = 16 * 1024 * 1024

/** What the multipart reader may take: one file of at most 10 MB and a few small fields beside it. */
const multipartLimits = {
  fileSize: Identity.maxImageBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
}

const multipartRefusals: Readonly<Record<string, Parameters<typeof domainError>[0]>> = {
  FST_REQ_FILE_TOO_LARGE: 'identityImageTooLarge',
  FST_FILES_LIMIT: 'identityImageOnePerCall',
  FST_PARTS_LIMIT: 'identityImageOnePerCall',
  FST_FIELDS_LIMIT: 'identityImageOnePerCall',
}

const missingImage = () => Result.fail<Uint8Array>(domainError('apiMissingField', { field: uploadField }))

/** The one file of a multipart upload under `upload_file`; limits exceeded and malformed bodies become refusals. */
const multipartImage = async (request: FastifyRequest): Promise<Result.Result<Uint8Array>> => {
  let image: Uint8Array | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      // Every file part is read to its end (within the limit), else the form stalls; only `upload_file` is kept.
      const bytes = await part.toBuffer()
      if (part.fieldname === uploadField) image = bytes
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    return Result.fail(domainError(multipartRefusals[String(code)] ?? 'identityImageEmpty'))
  }
  return image ? Result.ok(image) : missingImage()
}

/** The JSON (or form) upload: `upload_file` holds a data URL, decoded from base64 here. */
const dataUrlImage = (body: unknown): Result.Result<Uint8Array> => {
  const decoded = Api.decodePayload(Api.UploadPayload, body ?? {})
  if (!decoded.ok) return decoded
  const base64 = Identity.base64OfImageDataUrl(decoded.value.upload_file)
  return base64 === undefined ? missingImage() : Result.ok(Buffer.from(base64, 'base64'))
}

/**
 * `/user/upload.do` (DECISIONS §18): one image a call, as multipart field `upload_file` or as JSON
 * `{"upload_file": "data:image/…;base64,…"}`; checked by content, re-encoded, stored under a random key that the
 * answer's `data.url` carries and `/user/auth.do` takes. Each investor keeps within `uploadQuota` (a count a day and
 * the space in all), checked before anything is decoded and again when the image is recorded. Registered in a scope of its own so the multipart parser and
 * the larger body limit apply to this route only.
 */
const uploadRoute = (context: AppContext, dir: string) => async (scope: FastifyInstance) => {
  await scope.register(multipart, { limits: multipartLimits, throwFileSizeLimit: true })
  scope.post(`${Api.basePath}/user/upload.do`, { bodyLimit: jsonUploadBodyLimit }, async (request) => {
    const language = requestLanguage(request.headers)
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const { userId } = signedIn.user
    const overQuota = uploadQuotaRefusal(context.db, userId, context.now(), 0)
    if (overQuota) return refusalOf(overQuota, language)
    const image = request.isMultipart() ? await multipartImage(request) : dataUrlImage(request.body)
    if (!image.ok) return refusalOf(image.error, language)
    const stored = await storeUpload(vaultOf(context.db), dir, image.value)
    if (!stored.ok) return refusalOf(stored.error, language)
    const { key, mime, size } = stored.value
    try {
      const answer = await atomically(context, () => {
        // Checked again with the stored size: concurrent uploads of one investor each saw the quota before.
        const refused = uploadQuotaRefusal(context.db, userId, context.now(), size)
        if (refused) return refusalOf(refused, language)
        insertUpload(context.db, { key, userId, mime, size, createdAt: context.now() })
        return successIn(language, 'identityUploadSuccess', { url: key })
      })
      if (answer.status !== 0) await removeUploadFile(dir, key)
      return answer
    } catch (error) {
      await removeUploadFile(dir, key)
      throw error
    }
  })
}

/** `GET /prod-api/user/image/<key>`: the caller's own image; someone else's and an unknown key answer alike (404). */
const ownImageRoute = (app: FastifyInstance, context: AppContext, dir: string) => {
  app.get<{ Params: { key: string } }>(`${Api.basePath}/user/image/:key`, async (request, reply) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const { key } = request.params
    const upload = uploadKeyPattern.test(key) ? findOwnUpload(context.db, signedIn.user.userId, key) : undefined
    const bytes = upload && (await readUploadFile(vaultOf(context.db), dir, key).catch(() => undefined))
    if (!upload || !bytes)
      return reply.code(404).send(refusalWith('identityImageNotFound', requestLanguage(request.headers)))
    return sendImage(reply, upload.mime, bytes)
  })
}

/**
 * Identity (DECISIONS §11, §18): image uploads and their owner's reads, the real-name form, the bank card (reading
 * B). The staff side (real-name review, images to staff, resets): `http/staff/identityStaffRoutes.ts`.
 */
export const identityRoutes: RouteModule = async (app, context) => {
  const { db } = context
  const dir = uploadsDirOf(context.config.dataDir)
  await app.register(uploadRoute(context, dir))
  ownImageRoute(app, context, dir)

  userCommandRoute(app, context, '/user/auth.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const submitted = submitKyc(db, user.userId, payload, context.now())
      return submitted.ok ? successIn(language, 'kycSubmitted', null) : refusalOf(submitted.error, language)
    })
  })

  for (const [path, replace] of [
    ['/user/bank/add.do', false],
    ['/user/bank/update.do', true],
  ] as const) {
    userCommandRoute(app, context, path, async ({ payload, user, request, inTransaction }) => {
      const language = requestLanguage(request.headers)
      const { factorCode, passkey, ...card } = payload
      // Where withdrawals go is guarded like the withdrawal itself (DECISIONS §28).
      const refused = await secondFactorGate(context, request, user, payload)
      if (refused) return refused
      return inTransaction(() => {
        const bound = bindBankCard(db, user.userId, card, replace, context.now())
        return bound.ok ? successIn(language, 'bankSaved', bound.value) : refusalOf(bound.error, language)
      })
    })
  }

  userEndpoint(app, '/user/bank/getBankInfo.do', (_payload, user) => success(maskedBankCardOf(db, user.userId) ?? null))
}
