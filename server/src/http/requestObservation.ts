import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Metrics } from '../observability/metrics.js'
import { refusalReasonOf } from './envelope.js'

/** Routes that open or close a position: counted as orders by outcome. */
const orderRoutes = new Set(
  [
    '/user/buy.do',
    '/user/sell.do',
    '/user/addOrder.do',
    '/user/buyIndex.do',
    '/user/sellIndex.do',
    '/user/buyFutures.do',
    '/user/sellFutures.do',
    '/user/buyStockDz.do',
    '/user/buyVipQc.do',
  ].map((path) => `/prod-api${path}`),
)

/** Probes and scrapes: logged at debug, or a load balancer's checks would fill the log. */
const probeRoutes = new Set(['/prod-api/health', '/prod-api/ready'])

/** What an answer's envelope said: accepted (status 0), or refused and why. */
interface Outcome {
  readonly outcome: 'accepted' | 'refused'
  readonly reason?: string
}

const outcomes = new WeakMap<FastifyRequest, Outcome>()

const outcomeOf = (payload: unknown): Outcome | undefined => {
  if (typeof payload !== 'object' || payload === null || !('status' in payload)) return undefined
  if (payload.status === 0) return { outcome: 'accepted' }
  return { outcome: 'refused', reason: refusalReasonOf(payload) ?? 'other' }
}

/** The line a request ends with: what happened, where, to whom it answered what, how long it took. */
const lineOf = (request: FastifyRequest, reply: FastifyReply, route: string, outcome: Outcome | undefined) => ({
  method: request.method,
  route,
  // The path only: query strings may carry a token (`usertoken` on chart calls), bodies are never logged.
  path: request.url.split('?', 1)[0],
  status: reply.statusCode,
  ms: Math.round(reply.elapsedTime * 10) / 10,
  ...outcome,
})

const messageOf = (request: FastifyRequest, route: string): string => {
  if (route.startsWith('/staff-api/') && request.method !== 'GET') return 'staff action'
  if (route.startsWith('/payments/') && route.endsWith('/notify')) return 'payment notification'
  return 'request'
}

/**
 * Installs the edge's observation: the request id answered in `X-Request-Id`, one log line per request (with its
 * request id, as every line of the request), and, when metrics are on, the duration histogram and the order and
 * refusal counters. Bodies, headers and query strings never reach the log.
 */
export const observeRequests = (app: FastifyInstance, metrics: Metrics | undefined): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const outcome = outcomeOf(payload)
    if (outcome) outcomes.set(request, outcome)
    done(null, payload)
  })
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const outcome = outcomes.get(request)
    const line = lineOf(request, reply, route, outcome)
    if (probeRoutes.has(route)) request.log.debug(line, 'request')
    else request.log.info(line, messageOf(request, route))
    if (metrics) {
      const status = String(reply.statusCode)
      metrics.requestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000)
      if (orderRoutes.has(route)) {
        metrics.orders.inc({ route, outcome: outcome?.outcome ?? (reply.statusCode >= 500 ? 'failed' : 'refused') })
      }
      if (outcome?.reason !== undefined) metrics.refusals.inc({ route, reason: outcome.reason })
    }
    done()
  })
}
