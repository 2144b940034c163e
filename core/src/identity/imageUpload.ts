import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'

/** The image kinds a real-name upload may be. */
export type ImageKind = 'jpeg' | 'png' | 'webp'

/** 10 MB, counted as 10 × 1024 × 1024 bytes. */
export const maxImageBytes = 10 * 1024 * 1024

/** The media type an image of each kind is stored and served with. */
export const imageMimeTypes: Readonly<Record<ImageKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * An image sent as a data URL, the JSON form of the upload: `data:<type>[;param=value…];base64,<base64>`. The
 * declared type is not trusted (the bytes are checked by `checkImage` once decoded), so any `type/subtype` is read.
 */
export const imageDataUrlPattern =
  /^data:[\w.+-]{1,64}\/[\w.+-]{1,64}(?:;[\w.+-]{1,64}=[\w.+-]{1,64}){0,4};base64,[A-Za-z0-9+/]+={0,2}$/

/**
 * The base64 text of an image data URL, or `undefined` when the text is not one.
 * Example: "data:image/png;base64,iVBORw0KGgo=" → "iVBORw0KGgo="; "iVBORw0KGgo=" alone → undefined.
 */
export const base64OfImageDataUrl = (text: string): string | undefined =>
  imageDataUrlPattern.test(text) ? text.slice(text.indexOf(',') + 1) : undefined

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0))

/** The kind of image by its magic bytes, whatever its file name says: FF D8 FF is JPEG, "RIFF....WEBP" is WebP. */
export const imageKindOf = (bytes: Uint8Array): ImageKind | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return undefined
}

/**
 * Checks an uploaded image by its content (DECISIONS §11): not empty, at most 10 MB, JPEG, PNG or WebP.
 * Example: 12 bytes "RIFF\0\0\0\0WEBP" → ok "webp"; 10 485 761 bytes of anything → too large.
 */
export const checkImage = (bytes: Uint8Array): R.Result<ImageKind> => {
  if (bytes.length === 0) return R.fail(domainError('identityImageEmpty'))
  if (bytes.length > maxImageBytes) return R.fail(domainError('identityImageTooLarge'))
  const kind = imageKindOf(bytes)
  return kind ? R.ok(kind) : R.fail(domainError('identityImageType'))
}
