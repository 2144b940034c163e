import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const ivLength = 12
const tagLength = 16

/** Raised when a ciphertext does not open under a key: a wrong key, or bytes changed since it was sealed. */
export class SealBrokenError extends Error {}

/**
 * AES-256-GCM over `plain` with a fresh 96-bit nonce, bound to `associated` (authenticated, not stored): the
 * answer is nonce ‖ tag ‖ ciphertext.
 */
export const aesGcmSeal = (key: Buffer, plain: Buffer, associated: string): Buffer => {
  const iv = randomBytes(ivLength)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength })
  cipher.setAAD(Buffer.from(associated, 'utf8'))
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

/** Opens what `aesGcmSeal` sealed with the same key and `associated`; throws `SealBrokenError` otherwise. */
export const aesGcmOpen = (key: Buffer, sealed: Buffer, associated: string): Buffer => {
  if (sealed.length < ivLength + tagLength) throw new SealBrokenError('sealed value too short')
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, ivLength), { authTagLength: tagLength })
  decipher.setAAD(Buffer.from(associated, 'utf8'))
  decipher.setAuthTag(sealed.subarray(ivLength, ivLength + tagLength))
  try {
    return Buffer.concat([decipher.update(sealed.subarray(ivLength + tagLength)), decipher.final()])
  } catch {
    throw new SealBrokenError('sealed value does not open under this key')
  }
}
