import type { FastifyRequest } from 'fastify'

/**
 * True when a request's `Origin` header names this server itself (scheme, host and port as the request reached
 * it). A missing Origin is not our own: cookie-only POSTs must prove where they come from.
 */
export const isOwnOrigin = (request: FastifyRequest): boolean => {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false
  try {
    const url = new URL(origin)
    return url.origin === new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    return false
  }
}
