import type { FastifyRequest } from 'fastify'
import type { RelyingParty } from '../../secondFactor/passkeys.js'

/**
 * The site passkeys are for, as this request reached it (scheme, host and port; behind a trusted proxy, as the proxy
 * forwarded them): WebAuthn binds a passkey to the host name, and checks each answer came from this origin.
 */
export const relyingPartyOf = (request: FastifyRequest): RelyingParty => ({
  id: request.hostname.replace(/^\[|\]$/g, ''),
  origin: `${request.protocol}://${request.host}`,
  name: 'Bourse',
})
