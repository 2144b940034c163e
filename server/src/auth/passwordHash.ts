import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'
import { type PasswordHashingConfig, productionPasswordCost } from '../config.js'

// N = 2^17, r = 8 needs 128 × N × r = 128 MiB; maxmem leaves headroom above that (stored hashes up to N = 2^20).
const maxmem = 2 * 128 * 8 * 2 ** 20
const costOf = (costLog2: number) => ({ N: 2 ** costLog2, r: 8, p: 1, maxmem }) as const
const keyLength = 32

/** The cost new hashes get: production's until `configurePasswordHashing` says otherwise. */
let cost = costOf(productionPasswordCost)

// A hash of a password nobody knows: checking against it when the phone is unknown keeps both cases equally slow.
let decoyHash: Promise<string> | undefined

/** The scrypt cost test servers and test investors use: N = 2^10, 1 MiB, a few milliseconds a check. */
export const testPasswordCost = 10

/** Applies the configured cost to every hash made from now on (stored hashes keep the cost they were made with). */
export const configurePasswordHashing = (config: PasswordHashingConfig): void => {
  cost = costOf(config.costLog2)
  decoyHash = undefined
}

const format = (parameters: { N: number; r: number; p: number }, salt: Buffer, key: Buffer) =>
  ['scrypt', parameters.N, parameters.r, parameters.p, salt.toString('base64url'), key.toString('base64url')].join('$')

/** A hash made at once at the test cost, for test fixtures that must stay synchronous (`createTestInvestor`). */
export const testPasswordHashSync = (password: string): string => {
  const parameters = costOf(testPasswordCost)
  const salt = randomBytes(16)
  return format(parameters, salt, scryptSync(password.normalize('NFC'), salt, keyLength, parameters))
}

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
  const parameters = cost
  return format(parameters, salt, await derive(password, salt, parameters))
}

/** True when `password` matches the stored hash; compares in constant time. A malformed hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$')
  if (scheme !== 'scrypt' || saltText === undefined || keyText === undefined) return false
  const expected = Buffer.from(keyText, 'base64url')
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem }
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), options)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Spends the same time as a real check, for a login whose phone is not registered; always false. */
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'))
  await verifyPassword(password, await decoyHash)
  return false
}
