import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The Content-Security-Policy of the built web app: its own scripts only (no inline script, no eval), its own
 * styles (plus inline `style` attributes, which the UI library and the chart set), its own images and data: icons,
 * calls to its own API, no framing, no plugins. Workers may only come from the app itself.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'"],
  // Not `upgrade-insecure-requests`: a plain-HTTP deployment on a LAN address would lose every asset.
  upgradeInsecureRequests: null,
}

/** A year, with sub-domains: sent only on answers that travelled over TLS (directly or via the trusted proxy). */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

const isUserPath = (url: string) => url.startsWith('/prod-api/user/') || url.startsWith('/prod-api/api/user/')

/**
 * The sandbox payment page is shown in the app's own /pay frame (DECISIONS §17, spec 001 §2): it may be framed by
 * this origin only; every other answer keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
const allowSameOriginFrame = (reply: FastifyReply) => {
  reply.header('x-frame-options', 'SAMEORIGIN')
  const policy = String(reply.getHeader('content-security-policy') ?? '')
  reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
}

/**
 * Security headers on every answer (helmet: CSP, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * `Referrer-Policy: no-referrer`, cross-origin isolation headers), HSTS when the request came over TLS, and
 * `Cache-Control: no-store` on every `/prod-api/user/…` answer (balances, tokens, personal data).
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  })
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity)
    if (isUserPath(request.url)) reply.header('cache-control', 'no-store')
    if (request.url.startsWith('/sandbox-pay/')) allowSameOriginFrame(reply)
  })
}
