import { domainError, type Identity, Result } from '@bourse/core'
import sharp, { type Sharp } from 'sharp'

/** Decoded images are not kept in libvips' operation cache: an ID photo stays in memory no longer than its request. */
sharp.cache(false)
// One libvips thread per image: decodes are already bounded by the gate, each should not fan out over the cores too.
sharp.concurrency(1)

/** The largest picture decoded: 50 megapixels, far above any phone photo, well below a decompression bomb. */
const maxInputPixels = 50_000_000

/**
 * The most memory one decoded image may take: 96 MiB, a 32-megapixel 8-bit colour photo. A 7000 × 7000 16-bit PNG
 * (294 MB once opened, a few kB on the wire) is refused from its header, before any pixel is decoded.
 */
const maxDecodedBytes = 96 * 1024 * 1024

const bytesPerSample: Readonly<Record<string, number>> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
}

const encoderOf = (image: Sharp, kind: Identity.ImageKind): Sharp => {
  if (kind === 'jpeg') return image.jpeg({ quality: 90 })
  if (kind === 'png') return image.png()
  return image.webp({ quality: 90 })
}

const megabytes = (bytes: number) => String(Math.ceil(bytes / 1024 / 1024))

/**
 * Decodes an image whose magic bytes said `kind` and encodes it again in the same format, so nothing of the upload
 * survives but its pixels: EXIF (place, camera, time), XMP, ICC and comment chunks and any bytes appended after the
 * image's end are dropped; the EXIF orientation is applied to the pixels first, so the photo stays upright. Refuses
 * bytes that do not decode as that format (a forged header, a truncated or corrupt file) and an image whose decoded
 * pixels would take more than 96 MiB (read from its header, before decoding).
 */
export const reencodeImage = async (bytes: Uint8Array, kind: Identity.ImageKind): Promise<Result.Result<Buffer>> => {
  const unreadable = Result.fail(domainError('identityImageUnreadable'))
  try {
    const options = { limitInputPixels: maxInputPixels, failOn: 'error', animated: false } as const
    const { format, width = 0, height = 0, channels = 4, depth = 'uchar' } = await sharp(bytes, options).metadata()
    if (format !== kind) return unreadable
    const decoded = width * height * channels * (bytesPerSample[depth] ?? 8)
    if (decoded > maxDecodedBytes)
      return Result.fail(
        domainError('identityImageTooManyPixels', { megabytes: megabytes(decoded), max: megabytes(maxDecodedBytes) }),
      )
    return Result.ok(await encoderOf(sharp(bytes, options).rotate(), kind).toBuffer())
  } catch {
    return unreadable
  }
}
