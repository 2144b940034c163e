import type { FastifyRequest } from 'fastify'
import { readCookie } from './sessionCookie.js'

/**
 * The cookie that binds a captcha to the browser that drew it: the spec's client calls `getCode.do` (a `time`
 * parameter only), `checkCode.do` (`code` only) and `sendForgetSms.do` (`phoneNum` only), so the id travels as an
 * HttpOnly, SameSite=Strict cookie scoped to `/prod-api` — invisible to scripts and never sent by another site.
 */
export const captchaCookieName = 'CAPTCHA_ID'

/** Lives as long as a captcha can be of use: 5 minutes to answer, then 10 to send codes. */
const maxAgeSeconds = 15 * 60

/** `Set-Cookie` for a new captcha id. */
export const captchaCookie = (id: string, secure: boolean): string =>
  `${captchaCookieName}=${id}; Path=/prod-api; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`

/** The captcha id the client holds, if any. */
export const captchaIdOf = (request: FastifyRequest): string | undefined =>
  readCookie(request.headers.cookie, captchaCookieName)
