import type { RateLimitOptions } from '@fastify/rate-limit'
import type { AppContext } from './AppContext.js'

/** A client address went over its sign-in allowance; the HTTP error handler answers 429 in the envelope. */
export class SignInRateLimited extends Error {
  readonly statusCode = 429
  constructor(readonly retryAfterSeconds: number) {
    super('Too many sign-in attempts from this address')
    this.name = 'SignInRateLimited'
  }
}

const minuteMs = 60_000

/**
 * The route `config` that limits calls per client address (`request.ip`: the peer, or the client a trusted proxy
 * names) to `BOURSE_SIGN_IN_LIMIT` a minute, counted per route before the body is read. Put it on every route that
 * checks or sets a password or sends a code (login, registration, staff sign-in, forgot-password SMS, reset):
 *
 *     app.post('/prod-api/user/login.do', { config: signInRateLimit(context) }, handler)
 */
export const signInRateLimit = (context: AppContext): { readonly rateLimit: RateLimitOptions } => ({
  rateLimit: {
    max: context.config.signInLimitPerMinute,
    timeWindow: minuteMs,
    errorResponseBuilder: (_request, limit) => new SignInRateLimited(Math.max(1, Math.ceil(limit.ttl / 1000))),
  },
})
