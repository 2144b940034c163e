import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const fileName = 'code-hash.key'

/**
 * The key SMS codes and captcha answers are hashed with (HMAC-SHA256): 32 random bytes in `<data dir>/code-hash.key`,
 * made on first start (mode 0600). Kept outside the database, so a copy of the database alone cannot test the
 * million possible codes of a stored hash.
 */
export const loadCodeHashKey = (dataDir: string): Buffer => loadSecretKey(dataDir, fileName)

/** 32 random bytes kept in `<data dir>/<name>` (mode 0600), made on first start and read after. */
export const loadSecretKey = (dataDir: string, name: string): Buffer => {
  const path = join(dataDir, name)
  try {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url')
    if (key.length === 32) return key
  } catch {
    // absent: made below
  }
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32)
  writeFileSync(path, key.toString('base64url'), { mode: 0o600 })
  return key
}
