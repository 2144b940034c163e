import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/** Raised when the master key is missing, malformed, exposed, or does not open the stored keys; the server stops. */
export class MasterKeyError extends Error {}

/** The key that wraps every data key of the vault, and where it came from (for the start banner). */
export interface MasterKey {
  readonly key: Buffer
  readonly source: 'BOURSE_MASTER_KEY' | 'key file' | 'new key file'
  readonly file?: string
}

const keyLength = 32

/** The key file of the embedded default, beside the database in the data folder. */
export const masterKeyFileOf = (dataDir: string): string => join(dataDir, 'master.key')

/** Reads 32 bytes written as base64 or as 64 hex digits. */
export const decodeMasterKey = (text: string, where: string): Buffer => {
  const trimmed = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64')
  if (bytes.length !== keyLength || (!/^[0-9a-fA-F]{64}$/.test(trimmed) && !/^[A-Za-z0-9+/]{43}=?$/.test(trimmed)))
    throw new MasterKeyError(`${where} must be 32 bytes written as base64 (44 characters) or hex (64 digits)`)
  return bytes
}

const readKeyFile = (file: string): Buffer => {
  const stat = lstatSync(file)
  if (!stat.isFile()) throw new MasterKeyError(`${file} is not a plain file; remove it or set BOURSE_MASTER_KEY`)
  const mode = stat.mode & 0o777
  if ((mode & 0o077) !== 0)
    throw new MasterKeyError(
      `${file} can be read by others (mode ${mode.toString(8)}); run \`chmod 600 ${file}\` and start again`,
    )
  return decodeMasterKey(readFileSync(file, 'utf8'), file)
}

/** Creates the key file exclusively (never through an existing file or link), readable by its owner only. */
const isLink = (file: string): boolean => {
  try {
    return lstatSync(file).isSymbolicLink()
  } catch {
    return false
  }
}

const createKeyFile = (file: string): Buffer => {
  const key = randomBytes(keyLength)
  const fd = openSync(file, 'wx', 0o600)
  try {
    writeSync(fd, `${key.toString('base64')}\n`)
  } finally {
    closeSync(fd)
  }
  return key
}

/**
 * The master key: `BOURSE_MASTER_KEY` when set, else the data folder's `master.key` (mode 0600), created with a
 * random key at the first start. A production deployment sets the variable from its secret store and keeps the key
 * apart from the database's backups.
 */
export const loadMasterKey = (environmentValue: string | undefined, dataDir: string): MasterKey => {
  if (environmentValue !== undefined && environmentValue !== '')
    return { key: decodeMasterKey(environmentValue, 'BOURSE_MASTER_KEY'), source: 'BOURSE_MASTER_KEY' }
  const file = masterKeyFileOf(dataDir)
  if (existsSync(file) || isLink(file)) return { key: readKeyFile(file), source: 'key file', file }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  return { key: createKeyFile(file), source: 'new key file', file }
}
