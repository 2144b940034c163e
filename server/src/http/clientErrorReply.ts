import type { Socket } from 'node:net'
import { translate } from '@bourse/core'
import { refusal } from './envelope.js'
import { fixedSecurityHeaders } from './securityHeaders.js'

/** The app's security headers (CSP, nosniff, no framing, no referrer) as raw header lines. */
const securityHeaderLines = fixedSecurityHeaders()
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

const statusLines = { 400: '400 Bad Request', 408: '408 Request Timeout', 431: '431 Request Header Fields Too Large' }

const envelopeFor = (code: string | undefined): { status: keyof typeof statusLines; body: string } => {
  const body = (key: 'requestHeadersTooLarge' | 'requestMalformed') => JSON.stringify(refusal(translate(key, 'en')))
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, body: body('requestHeadersTooLarge') }
  return { status: code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400, body: body('requestMalformed') }
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (URL or headers too long → 431, broken framing →
 * 400) is answered in the `{status, msg, data}` envelope like every other refusal, then the connection is closed.
 * The headers were not read, so the message is in English.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, body } = envelopeFor(error.code)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusLines[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${securityHeaderLines}Cache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
