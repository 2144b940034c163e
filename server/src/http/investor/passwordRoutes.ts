import { Api } from '@bourse/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { drawCaptcha } from '../../passwords/captchaImage.js'
import { newCaptchaId, storeCaptcha } from '../../passwords/captchas.js'
import { answerCaptcha, sendForgetSms } from '../../passwords/forgotPassword.js'
import { forgotPasswordContextOf } from '../../passwords/forgotPasswordContext.js'
import { checkNewFundingPassword, saveFundingPassword } from '../../passwords/fundingPassword.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { captchaCookie, captchaIdOf } from '../captchaCookie.js'
import { type Envelope, refusalOf, success, successIn } from '../envelope.js'
import { atomically } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { signInRateLimit } from '../signInRateLimit.js'
import { secondFactorGate } from './secondFactorGate.js'
import { userCommandRoute } from './userCommandRoute.js'

type PublicHandler<P extends Api.ApiPath> = (
  payload: Api.PayloadOf<P>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<unknown>>

/**
 * A public call of core's endpoint table that needs the reply (cookies) or a route config (rate limits): the payload
 * (query, then form body) is decoded with the table's schema before the handler runs.
 */
const publicRoute = <P extends Api.ApiPath>(
  app: FastifyInstance,
  path: P,
  handler: PublicHandler<P>,
  config: object = {},
): void => {
  const endpoint = Api.endpoints[path]
  app.route({
    method: endpoint.method,
    url: `${Api.basePath}${path}`,
    config,
    handler: async (request, reply) => {
      const input = { ...(request.query as object | undefined), ...(request.body as object | undefined) }
      const decoded = Api.decodePayload(endpoint.payload as never, input)
      if (!decoded.ok) return refusalOf(decoded.error, requestLanguage(request.headers))
      return handler(decoded.value as Api.PayloadOf<P>, request, reply)
    },
  })
}

/** `/code/getCode.do`: a new image captcha; `data` is its image as a `data:` URL, its id goes in the cookie. */
const drawCode = (context: AppContext) => async (_payload: unknown, request: FastifyRequest, reply: FastifyReply) => {
  const { key } = forgotPasswordContextOf(context)
  const id = newCaptchaId()
  const image = drawCaptcha()
  await atomically(context, () => {
    storeCaptcha(context.db, key, id, image.answer, context.now())
    return success(null)
  })
  reply.header('set-cookie', captchaCookie(id, request.protocol === 'https'))
  reply.header('cache-control', 'no-store')
  return success(image.url)
}

/**
 * Passwords (spec 001 §7, DECISIONS §11): the funding password, and the forgot-password steps before the reset —
 * image captcha (drawn, answered) and the SMS code; the reset itself is `/api/user/updatePwd.do` in `userRoutes`.
 * The development SMS outbox for staff: `http/staff/smsOutboxRoutes.ts`.
 */
export const passwordRoutes: RouteModule = (app, context) => {
  const forgot = () => forgotPasswordContextOf(context)

  publicRoute(app, '/code/getCode.do', drawCode(context), signInRateLimit(context))

  publicRoute(app, '/code/checkCode.do', async (payload, request) => {
    const language = requestLanguage(request.headers)
    const refused = await answerCaptcha(forgot(), captchaIdOf(request), payload.code)
    return refused ? refusalOf(refused, language) : successIn(language, 'captchaPassed', null)
  })

  publicRoute(
    app,
    '/api/sms/sendForgetSms.do',
    async (payload, request) => {
      const language = requestLanguage(request.headers)
      const sent = await sendForgetSms(forgot(), captchaIdOf(request), payload.phoneNum, language)
      if (!('sentCode' in sent)) return refusalOf(sent, language)
      // Demo data has no phone to reach: the code is shown on the page, as /register shows the invitation code.
      return successIn(language, 'smsSent', context.config.demo ? { demoSmsCode: sent.sentCode } : null)
    },
    signInRateLimit(context),
  )

  userCommandRoute(app, context, '/user/insertWithPwd.do', async ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    const checked = await checkNewFundingPassword(context, user.userId, payload)
    if (!checked.ok) return refusalOf(checked.error, language)
    // The funding password guards withdrawals, so changing it asks for the second factor too (DECISIONS §28).
    const refused = await secondFactorGate(context, request, user, payload)
    if (refused) return refused
    return inTransaction(() => {
      const refused = saveFundingPassword(context.db, user.userId, checked.value)
      return refused ? refusalOf(refused, language) : successIn(language, 'fundingPasswordSet', null)
    })
  })
}
