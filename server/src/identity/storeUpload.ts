import { Identity, Result } from '@bourse/core'
import type { Vault } from '../vault/Vault.js'
import { decodeGate } from './decodeGate.js'
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
 * bytes), then a re-encode in the same format behind the decode gate (metadata and appended bytes dropped; bytes that
 * do not decode as the format they claim, or would take too much memory decoded, are refused), then the new bytes are sealed by the vault and written under a fresh random key. The caller records the
 * key as the user's (and removes the file if that fails).
 */
export const storeUpload = async (
  vault: Vault,
  dir: string,
  bytes: Uint8Array,
): Promise<Result.Result<StoredImage>> => {
  const checked = Identity.checkImage(bytes)
  if (!checked.ok) return checked
  const kind = checked.value
  const clean = await decodeGate(() => reencodeImage(bytes, kind))
  if (!clean.ok) return clean
  const key = newUploadKey()
  await writeUploadFile(vault, dir, key, clean.value)
  return Result.ok({ key, mime: Identity.imageMimeTypes[kind], size: clean.value.length })
}
