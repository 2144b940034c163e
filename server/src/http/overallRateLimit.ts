import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from './AppContext.js'
import { SignInRateLimited } from './signInRateLimit.js'

const minuteMs = 60_000

/** How many times the per-address allowance all addresses together may use a route in a minute. */
const addressesWorth = 5

/**
 * A route's allowance over every address together (issue 21): `checkPhone.do` tells whether a phone is registered
 * and `reg.do` creates accounts, so calls from many addresses (a botnet, or rotating ones) are capped as a whole at
 * five addresses' worth of `BOURSE_SIGN_IN_LIMIT` a minute, beside the per-address limit. Answered like that one:
 * 429 in the envelope with `Retry-After`. Use as the route's `preHandler`, one counter per route.
 */
export const overallRateLimit = (context: AppContext) => {
  const max = context.config.signInLimitPerMinute * addressesWorth
  let windowStart = 0
  let calls = 0
  return async (_request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    // Wall time, as the per-address limit counts: a frozen test clock must not freeze the window.
    const now = Date.now()
    if (now - windowStart >= minuteMs) {
      windowStart = now
      calls = 0
    }
    calls += 1
    if (calls > max) throw new SignInRateLimited(Math.max(1, Math.ceil((windowStart + minuteMs - now) / 1000)))
  }
}
