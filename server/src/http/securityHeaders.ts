import type { IncomingMessage, ServerResponse } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmetHeaders from 'helmet'

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

// Investors' own paths (balances, tokens, personal data) and every staff answer (DECISIONS §21).
const isUserPath = (url: string) =>
  url.startsWith('/prod-api/user/') || url.startsWith('/prod-api/api/user/') || url.startsWith('/staff-api/')

/**
 * The sandbox payment page is shown in the app's own /pay frame (DECISIONS §17, spec 001 §2): it may be framed by
 * this origin only; every other answer keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
const allowSameOriginFrame = (reply: FastifyReply) => {
  reply.header('x-frame-options', 'SAMEORIGIN')
  const policy = String(reply.getHeader('content-security-policy') ?? '')
  reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
}

const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
} as const

/** Helmet's middleware for these options, built once. */
const applyHelmet = helmetHeaders(helmetOptions)

/** What depends on the request: HSTS over TLS, `no-store` on user paths, the sandbox page's own frame. */
const perRequestHeaders = (request: FastifyRequest, reply: FastifyReply, protocol: string = request.protocol) => {
  if (protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity)
  if (isUserPath(request.url)) reply.header('cache-control', 'no-store')
  if (request.url.startsWith('/sandbox-pay/')) allowSameOriginFrame(reply)
}

/**
 * Security headers on every answer (helmet: CSP, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * `Referrer-Policy: no-referrer`, cross-origin isolation headers), HSTS when the request came over TLS, and
 * `Cache-Control: no-store` on every `/prod-api/user/…` answer (balances, tokens, personal data) and every
 * `/staff-api/…` answer.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  // Helmet's headers depend on nothing in the request: computed once and copied onto each reply. Running helmet's
  // middleware per request (a chain of a dozen `setHeader` calls) and an async `onSend` hook cost ≈ 20 µs of the
  // main thread per answer — a third of a quote's (measured, issue 25).
  const fixed = fixedSecurityHeaders().map(([name, value]) => [name.toLowerCase(), value] as const)
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of fixed) reply.header(name, value)
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    perRequestHeaders(request, reply)
    done(null, payload)
  })
}

/**
 * Helmet's headers as fixed name–value pairs (none of them depends on the request), for answers written straight to
 * the socket before any request could be read (`clientErrorReply.ts`) and for every reply.
 */
export const fixedSecurityHeaders = (): readonly (readonly [string, string])[] => {
  const headers: [string, string][] = []
  const collector = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  }
  applyHelmet({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  return headers
}

/**
 * The protocol as fastify's trusted-proxy requests read it (the last `X-Forwarded-Proto` when the peer is a trusted
 * proxy): an answer sent before routing gets a plain request object that does not look at the proxy's headers.
 */
const earlyProtocolOf = (request: FastifyRequest, trustProxy: string | false): string => {
  const socket = request.raw.socket
  const forwarded = request.headers['x-forwarded-proto']
  const trusted =
    trustProxy !== false &&
    typeof forwarded === 'string' &&
    socket.remoteAddress !== undefined &&
    proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()))(socket.remoteAddress, 0)
  if (trusted) return (forwarded.split(',').at(-1) ?? '').trim()
  return 'encrypted' in socket && socket.encrypted ? 'https' : 'http'
}

/**
 * The same headers on an answer fastify sends before any hook runs (`frameworkErrors`: a URL it cannot decode, a
 * path parameter too long), which neither helmet's `onRequest` nor our `onSend` hook sees. Call before sending;
 * `trustProxy` is the server's `BOURSE_TRUST_PROXY`.
 */
export const secureEarlyAnswer = (request: FastifyRequest, reply: FastifyReply, trustProxy: string | false): void => {
  applyHelmet(request.raw, reply.raw, () => {})
  perRequestHeaders(request, reply, earlyProtocolOf(request, trustProxy))
}
