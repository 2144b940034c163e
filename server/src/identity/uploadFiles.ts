import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { uploadContextOf } from '../vault/uploadContext.js'
import type { Vault } from '../vault/Vault.js'

/** The folder images are kept in: `<BOURSE_DATA_DIR>/uploads`, outside every path the server serves. */
export const uploadsDirOf = (dataDir: string): string => join(dataDir, 'uploads')

/** An upload key: 32 characters of base64url from 24 random bytes; the only form a stored file name takes. */
export const uploadKeyPattern = /^[A-Za-z0-9_-]{32}$/

/** A fresh random key (192 bits), unguessable, which says nothing about the owner or the image. */
export const newUploadKey = (): string => randomBytes(24).toString('base64url')

const pathOf = (dir: string, key: string): string => {
  // A key reaches the file system only in its own form: no separators, no dots, so no way out of the folder.
  if (!uploadKeyPattern.test(key)) throw new Error('not an upload key')
  return join(dir, key)
}

/**
 * Writes a new image file sealed by the vault (never overwriting one), creating the folder at first use (owner-only
 * permissions): the clear image never reaches the disk.
 */
export const writeUploadFile = async (vault: Vault, dir: string, key: string, bytes: Uint8Array): Promise<void> => {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const sealed = vault.sealBytes('idImage', Buffer.from(bytes), uploadContextOf(key))
  await writeFile(pathOf(dir, key), sealed, { flag: 'wx', mode: 0o600 })
}

/** The bytes of a stored image, opened from the vault. */
export const readUploadFile = async (vault: Vault, dir: string, key: string): Promise<Buffer> =>
  vault.openBytes(await readFile(pathOf(dir, key)), uploadContextOf(key))

/** Removes an image file whose database row could not be written; a missing file is fine. */
export const removeUploadFile = async (dir: string, key: string): Promise<void> => {
  await unlink(pathOf(dir, key)).catch(() => undefined)
}
