import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header carrying a notification's signature: lower-case hex of HMAC-SHA256 over the raw body. */
export const signatureHeader = 'x-bourse-signature'

/** HMAC-SHA256 of `rawBody` under `secret`, as lower-case hex (64 characters). */
export const signNotification = (rawBody: string, secret: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')

/**
 * True when `signature` is the HMAC of `rawBody` under `secret`. The comparison takes the same time wherever the
 * first difference is (`timingSafeEqual` over equal-length buffers), so the signature cannot be guessed byte by byte.
 */
export const isSignedBy = (rawBody: string, signature: string | undefined, secret: string): boolean => {
  if (signature === undefined || !/^[0-9a-f]{64}$/.test(signature)) return false
  const expected = Buffer.from(signNotification(rawBody, secret), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
