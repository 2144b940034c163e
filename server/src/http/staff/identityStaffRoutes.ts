import { Api } from '@bourse/core'
import type { FastifyInstance } from 'fastify'
import { resetBankCard } from '../../identity/bankReset.js'
import { decideKyc, kycQueue, kycReviewOf } from '../../identity/kycReview.js'
import { readUploadFile, uploadKeyPattern, uploadsDirOf } from '../../identity/uploadFiles.js'
import { findUpload } from '../../identity/uploadsRepository.js'
import { resetFundingPassword } from '../../passwords/fundingPasswordReset.js'
import { appendAudit } from '../../staff/auditTrail.js'
import { groupCommit } from '../../store/groupCommit.js'
import { findUserByPhone } from '../../users/usersRepository.js'
import { vaultOf } from '../../vault/vaultOfConnection.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { sendImage } from '../sendImage.js'
import { authenticateStaff } from './staffAuth.js'
import { staffRoute } from './staffRoute.js'

const imagePath = '/images/:key'

/**
 * `GET /staff-api/images/<key>` (support, auditor): any user's uploaded image, each look-up audited (DECISIONS §16)
 * whether the key exists or not. Not an envelope on success: the image itself, never cached.
 */
const staffImageRoute = (app: FastifyInstance, context: AppContext, dir: string): void => {
  app.get<{ Params: { key: string } }>(`${Api.staffBasePath}${imagePath}`, async (request, reply) => {
    const language = requestLanguage(request.headers)
    const signedIn = authenticateStaff(context, request, Api.staffEndpoints[imagePath].roles)
    if (!signedIn.ok) return reply.code(signedIn.code).send(signedIn.refusal)
    const { staff } = signedIn
    const { key } = request.params
    const upload = uploadKeyPattern.test(key) ? findUpload(context.db, key) : undefined
    const bytes = upload && (await readUploadFile(vaultOf(context.db), dir, key).catch(() => undefined))
    const refused = !upload || !bytes ? refusalWith('identityImageNotFound', language) : undefined
    await groupCommit(
      context.db,
      () =>
        appendAudit(
          context.db,
          {
            staffId: staff.id,
            staffName: staff.name,
            roles: staff.roles.join(','),
            route: `${Api.staffBasePath}/images`,
            target: upload ? `images:${key} of user:${upload.userId}` : `images:${key.slice(0, 64)}`,
            reason: '',
            outcome: refused ? `refused: ${refused.msg}` : 'ok',
          },
          context.now(),
        ),
      () => true,
    )
    if (!upload || !bytes || refused) return reply.code(404).send(refused)
    return sendImage(reply, upload.mime, bytes)
  })
}

/**
 * The staff side of identity (DECISIONS §16): the real-name queue, one record with its ID number unmasked (audited),
 * approve and reject (support; only from "under review", so a second concurrent review is refused), the images,
 * the bank-card reset and the funding-password reset (support, with a reason).
 */
export const identityStaffRoutes: RouteModule = (app, context) => {
  const { db } = context
  const dir = uploadsDirOf(context.config.dataDir)

  staffRoute(app, context, '/kyc/queue', () => success(kycQueue(db)))

  staffRoute(
    app,
    context,
    '/kyc/show',
    ({ payload, language }) => {
      const user = findUserByPhone(db, payload.phone)
      return user ? success(kycReviewOf(db, user)) : refusalWith('staffUserUnknown', language)
    },
    { auditLookUp: true },
  )

  staffRoute(app, context, '/kyc/approve', ({ payload, staff, language, now }) => {
    const decided = decideKyc(db, payload.phone, { approve: true }, staff.name, now)
    return decided.ok ? successIn(language, 'kycApprovedByStaff', decided.value) : refusalOf(decided.error, language)
  })

  staffRoute(app, context, '/kyc/reject', ({ payload, staff, language, now }) => {
    const decided = decideKyc(db, payload.phone, { approve: false, reason: payload.reason }, staff.name, now)
    return decided.ok ? successIn(language, 'kycRejectedByStaff', decided.value) : refusalOf(decided.error, language)
  })

  staffRoute(app, context, '/bank/reset', ({ payload, staff, language, now }) => {
    const reset = resetBankCard(db, payload.phone, payload.reason, staff.name, now)
    return reset.ok ? successIn(language, 'bankResetDone', reset.value) : refusalOf(reset.error, language)
  })

  staffRoute(app, context, '/fundingPassword/reset', ({ payload, language }) => {
    const reset = resetFundingPassword(db, payload.phone)
    return reset.ok ? successIn(language, 'fundingPasswordResetDone', reset.value) : refusalOf(reset.error, language)
  })

  staffImageRoute(app, context, dir)
}
