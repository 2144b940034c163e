import type { FastifyReply } from 'fastify'

/**
 * Sends a stored image to its owner or to staff: never cached (DECISIONS §18), never sniffed or run as anything but
 * the image it is.
 */
export const sendImage = (reply: FastifyReply, mime: string, bytes: Buffer): FastifyReply =>
  reply
    .header('content-type', mime)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('content-disposition', 'inline')
    .send(bytes)
