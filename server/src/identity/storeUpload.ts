import { domainError, Identity, Result } from '@bourse/core'
import { reencodeImage } from './reencodeImage.js'
import { newUploadKey, writeUploadFile } from './uploadFiles.js'

/** A checked, re-encoded image written to the uploads folder, not yet recorded as anyone's. */
export interface StoredImage {
  readonly key: string
  readonly mime: string
  readonly size: number
}

/**
 * Takes one uploaded image (DECISIONS §18): core's `checkImage` (not empty, ≤ 10 MB, JPEG, PNG or WebP by its magic
 * bytes), then a re-encode in the same format (metadata and appended bytes dropped; bytes that do not decode as the
 * format they claim are refused), then the new bytes are written under a fresh random key. The caller records the
 * key as the user's (and removes the file if that fails).
 */
export const storeUpload = async (dir: string, bytes: Uint8Array): Promise<Result.Result<StoredImage>> => {
  const checked = Identity.checkImage(bytes)
  if (!checked.ok) return checked
  const kind = checked.value
  const clean = await reencodeImage(bytes, kind)
  if (!clean) return Result.fail(domainError('identityImageUnreadable'))
  const key = newUploadKey()
  await writeUploadFile(dir, key, clean)
  return Result.ok({ key, mime: Identity.imageMimeTypes[kind], size: clean.length })
}
