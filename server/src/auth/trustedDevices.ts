import { createHash, randomBytes } from 'node:crypto'
import type { SqlConnection } from '../store/SqlConnection.js'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The trusted device behind a device cookie's token for `phone` (the token's hash), if the token names a browser that
 * signed this phone in before (OWASP, "Slow Down Online Guessing Attacks with Device Cookies").
 */
export const trustedDeviceOf = (db: SqlConnection, token: string | undefined, phone: string) => {
  if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  const tokenHash = hashOf(token)
  const row = db.prepare('SELECT phone FROM trusted_devices WHERE token_hash = ?').get(tokenHash) as
    | { phone: string }
    | undefined
  return row?.phone === phone ? tokenHash : undefined
}

/** Remembers this browser for `phone` after a successful sign-in; answers the new device token for its cookie. */
export const rememberDevice = (db: SqlConnection, phone: string, now: number): string => {
  const token = randomBytes(32).toString('base64url')
  db.prepare('INSERT INTO trusted_devices (token_hash, phone, created_at) VALUES (?, ?, ?)').run(
    hashOf(token),
    phone,
    now,
  )
  return token
}

/**
 * Forgets every browser trusted for `phone`: after a password reset or change, a browser that signed in with the old
 * password (perhaps whoever learnt it) keeps no lane of its own past the phone's lock.
 */
export const forgetDevices = (db: SqlConnection, phone: string): void => {
  db.prepare('DELETE FROM trusted_devices WHERE phone = ?').run(phone)
}
