import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

// N = 2^17, r = 8 needs 128 × N × r = 128 MiB; maxmem leaves headroom above that.
const cost = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const
const keyLength = 32

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })

/**
 * Hashes a password with scrypt and a random 16-byte salt, as `scrypt$N$r$p$salt$key` (base64url), so the cost
 * can be raised later without breaking stored hashes. Runs on the thread pool, not the event loop.
 */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `password` matches the stored hash; compares in constant time. A malformed hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$')
  if (scheme !== 'scrypt' || saltText === undefined || keyText === undefined) return false
  const expected = Buffer.from(keyText, 'base64url')
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: cost.maxmem }
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), options)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// A hash of a password nobody knows: checking against it when the phone is unknown keeps both cases equally slow.
let decoyHash: Promise<string> | undefined

/** Spends the same time as a real check, for a login whose phone is not registered; always false. */
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'))
  await verifyPassword(password, await decoyHash)
  return false
}
