import { existsSync } from 'node:fs'
import { Api } from '@bourse/core'
import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify'
import { isInconsistentAccount } from '../accounts/inconsistentAccount.js'
import { isWriteConflict } from '../accounts/writeConflict.js'
import { PasswordChecksBusyError } from '../auth/passwordHash.js'
import { logOptions } from '../observability/logOptions.js'
import type { AppContext } from './AppContext.js'
import { clientErrorReply } from './clientErrorReply.js'
import { refusal, refusalWith } from './envelope.js'
import { cacheHashedAssets } from './hashedAssetCaching.js'
import { requestIdOf } from './requestId.js'
import { requestLanguage } from './requestLanguage.js'
import { observeRequests } from './requestObservation.js'
import { routeModules } from './routeModules.js'
import { registerSecurityHeaders, secureEarlyAnswer } from './securityHeaders.js'
import { SignInRateLimited } from './signInRateLimit.js'

export type { AppContext } from './AppContext.js'

/** No form the spec defines comes near this; anything larger is refused before it is parsed. */
const bodyLimit = 64 * 1024

/** Seconds a client is told to wait when every password check slot and queue place is taken. */
const busyRetrySeconds = 2

/**
 * Every error a handler or plugin throws answers in the envelope; no stack trace ever reaches a client. Too many
 * sign-in calls from one address → 429, password checks all busy → 503, both with `Retry-After` and a localised
 * "try again"; a write that lost a race with another server process twice → 409 "try again"; a frozen account (its
 * history does not add up, issue 34) → 423 "frozen, contact support"; malformed bodies
 * and wrong methods → their 4xx 'Bad request'; bugs → 500. Every 5xx is logged here, once, with its stack.
 */
const sendError = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  const language = requestLanguage(request.headers)
  if (error instanceof SignInRateLimited) {
    const seconds = String(error.retryAfterSeconds)
    return reply
      .code(429)
      .header('retry-after', seconds)
      .send(refusalWith('tooManyRequests', language, { seconds }))
  }
  if (error instanceof PasswordChecksBusyError) {
    request.log.warn({ err: error }, 'password checks busy')
    return reply
      .code(503)
      .header('retry-after', String(busyRetrySeconds))
      .send(refusalWith('passwordChecksBusy', language))
  }
  if (isInconsistentAccount(error)) {
    request.log.warn({ userId: error.userId, seq: error.seq, type: error.eventType }, 'refused: account frozen')
    return reply.code(423).send(refusalWith('accountFrozen', language))
  }
  if (isWriteConflict(error)) {
    // Lost a race with another server process twice; the unit of work was rolled back whole.
    return reply.code(409).header('retry-after', '1').send(refusalWith('writeConflict', language))
  }
  const code = (error as FastifyError).statusCode
  const status = code && code < 500 ? code : 500
  if (status === 500) request.log.error({ err: error }, 'internal error')
  return reply.code(status).send(refusal(status === 500 ? 'Internal error' : 'Bad request'))
}

/** The HTTP face of Bourse: `/prod-api/*` in the spec's envelope, and the built web app at `/`. */
export const buildApp = async (context: AppContext): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logOptions(context.config.logLevel, context.observability?.logStream),
    // One line per request, written when it ends (`observeRequests`), instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    bodyLimit,
    // Behind the configured proxy, `request.protocol`, `host` and `ip` come from X-Forwarded-Proto/-Host/-For.
    trustProxy: context.config.trustProxy,
    clientErrorHandler: clientErrorReply,
    // A URL fastify cannot decode (e.g. a broken %-escape): the same envelope as any malformed request.
    frameworkErrors: (_error, request, reply) => {
      // No hook runs for these answers: the security headers are set here.
      secureEarlyAnswer(request, reply as FastifyReply, context.config.trustProxy)
      return (reply as FastifyReply).code(400).send(refusalWith('requestMalformed', requestLanguage(request.headers)))
    },
  })
  observeRequests(app, context.observability?.metrics)
  await registerSecurityHeaders(app)
  // Only routes that ask for it (`signInRateLimit`) are limited.
  await app.register(rateLimit, { global: false })
  // formbody has its own limit (1 MiB by default): the same cap applies to every body.
  await app.register(formbody, { bodyLimit })
  app.setErrorHandler(sendError)

  for (const register of routeModules) await register(app, context)

  const webIndex = `${context.config.webDir}/index.html`
  const apiPrefix = new RegExp(`^(${Api.basePath}|${Api.staffBasePath})(/|$)`)
  if (existsSync(webIndex)) {
    await app.register(fastifyStatic, {
      root: context.config.webDir,
      wildcard: false,
      cacheControl: false,
      setHeaders: cacheHashedAssets,
    })
  }
  app.setNotFoundHandler((request, reply) => {
    // A misspelt call is told so in the envelope, never answered "success" with the app's page (issue 32).
    const path = request.url.split('?')[0] ?? ''
    if (apiPrefix.test(path) || !existsSync(webIndex)) {
      return reply.code(404).send(refusalWith('apiUnknownPath', requestLanguage(request.headers), { path }))
    }
    // Client-side routes (/home, /kline …) all load the single-page app.
    return reply.type('text/html').sendFile('index.html')
  })
  return app
}
