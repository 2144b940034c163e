import type { Identity } from '@bourse/core'
import sharp, { type Sharp } from 'sharp'

/** Decoded images are not kept in libvips' operation cache: an ID photo stays in memory no longer than its request. */
sharp.cache(false)

/** The largest picture decoded: 50 megapixels, far above any phone photo, well below a decompression bomb. */
const maxInputPixels = 50_000_000

const encoderOf = (image: Sharp, kind: Identity.ImageKind): Sharp => {
  if (kind === 'jpeg') return image.jpeg({ quality: 90 })
  if (kind === 'png') return image.png()
  return image.webp({ quality: 90 })
}

/**
 * Decodes an image whose magic bytes said `kind` and encodes it again in the same format, so nothing of the upload
 * survives but its pixels: EXIF (place, camera, time), XMP, ICC and comment chunks and any bytes appended after the
 * image's end are dropped; the EXIF orientation is applied to the pixels first, so the photo stays upright. Answers
 * `undefined` when the bytes do not decode as that format (a forged header, a truncated or corrupt file).
 */
export const reencodeImage = async (bytes: Uint8Array, kind: Identity.ImageKind): Promise<Buffer | undefined> => {
  try {
    const options = { limitInputPixels: maxInputPixels, failOn: 'error', animated: false } as const
    const { format } = await sharp(bytes, options).metadata()
    if (format !== kind) return undefined
    return await encoderOf(sharp(bytes, options).rotate(), kind).toBuffer()
  } catch {
    return undefined
  }
}
