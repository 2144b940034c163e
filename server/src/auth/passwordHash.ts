import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { type PasswordHashingConfig, productionPasswordCost } from '../config.js'
import { type CheckTicket, createFairCheckQueue, type FairCheckQueue } from './fairCheckQueue.js'
import { createScryptPool, type ScryptPool } from './scryptPool.js'

export { PasswordChecksBusyError } from './scryptPool.js'

// N = 2^17, r = 8 needs 128 × N × r = 128 MiB; maxmem leaves headroom above that (stored hashes up to N = 2^20).
const maxmem = 2 * 128 * 8 * 2 ** 20
const costOf = (costLog2: number) => ({ N: 2 ** costLog2, r: 8, p: 1, maxmem }) as const
const keyLength = 32

/** The production hashing until `configurePasswordHashing` (called by `openBourse` from the config) says otherwise. */
let current: PasswordHashingConfig = { costLog2: productionPasswordCost, checksAtOnce: 1, queueLimit: 8 }
let pool: ScryptPool = createScryptPool(current)

/** Checks one phone may have waiting in the sign-in queue: the lockout's five, plus a trusted browser's own. */
const perPhoneLimit = 6
const fairQueueOf = (config: PasswordHashingConfig) => createFairCheckQueue({ ...config, perPhoneLimit })
let signInQueue: FairCheckQueue = fairQueueOf(current)

/** The scrypt cost test servers and test investors use: N = 2^10, 1 MiB, a few milliseconds a check. */
export const testPasswordCost = 10

/**
 * Applies the configured cost to every hash made from now on (stored hashes keep the cost they were made with) and
 * the bound on checks at once and waiting to every call of `hashPassword`, `verifyPassword`, `verifyAgainstDecoy`.
 */
export const configurePasswordHashing = (config: PasswordHashingConfig): void => {
  const sameBound = config.checksAtOnce === current.checksAtOnce && config.queueLimit === current.queueLimit
  if (!sameBound) {
    void pool.close()
    pool = createScryptPool(config)
    signInQueue = fairQueueOf(config)
  }
  current = config
}

/** Password checks running and waiting now (for the bench and tests). */
export const passwordCheckLoad = () => pool.load()

/** The one real decoy check that learns how long a check takes, while it runs. */
let calibrating: Promise<boolean> | undefined

const format = (parameters: { N: number; r: number; p: number }, salt: Buffer, key: Buffer) =>
  ['scrypt', parameters.N, parameters.r, parameters.p, salt.toString('base64url'), key.toString('base64url')].join('$')

/** A hash made at once at the test cost, for test fixtures that must stay synchronous (`createTestInvestor`). */
export const testPasswordHashSync = (password: string): string => {
  const parameters = costOf(testPasswordCost)
  const salt = randomBytes(16)
  return format(parameters, salt, scryptSync(password.normalize('NFC'), salt, keyLength, parameters))
}

/**
 * Hashes a password with scrypt and a random 16-byte salt, as `scrypt$N$r$p$salt$key` (base64url), so the cost
 * can be raised later without breaking stored hashes. Runs on a dedicated worker thread (not the event loop, not the
 * pool that reads files); rejects with `PasswordChecksBusyError` when too many checks run and wait already.
 */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const parameters = costOf(current.costLog2)
  return format(parameters, salt, await pool.derive(password.normalize('NFC'), salt, keyLength, parameters))
}

const isWhole = (text: string | undefined, max: number): boolean =>
  text !== undefined && /^\d{1,8}$/.test(text) && Number(text) >= 1 && Number(text) <= max

/**
 * True when `password` matches the stored hash; compares in constant time. A malformed hash never matches.
 * Rejects with `PasswordChecksBusyError` like `hashPassword`.
 */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$')
  if (scheme !== 'scrypt' || saltText === undefined || keyText === undefined) return false
  if (!isWhole(n, 2 ** 20) || !isWhole(r, 16) || !isWhole(p, 4) || (Number(n) & (Number(n) - 1)) !== 0) return false
  const expected = Buffer.from(keyText, 'base64url')
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem }
  const salt = Buffer.from(saltText, 'base64url')
  const actual = await pool.derive(password.normalize('NFC'), salt, expected.length || keyLength, options)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * `verifyPassword` for a sign-in, through the queue that is fair per address and per phone and serves trusted
 * browsers first (issue 21); rejects with `PasswordChecksBusyError` when the caller's lane, address or phone is full.
 */
export const verifyPasswordFairly = (ticket: CheckTicket, password: string, stored: string): Promise<boolean> =>
  signInQueue.run(ticket, () => verifyPassword(password, stored))

/**
 * Takes as long as a real check lately took, for a login whose phone (or staff name) is not registered; always
 * false. It waits instead of deriving a key once a real check has been timed, so guesses at unknown phones (a storm
 * of random numbers) cost no password check and take no turn in the queue, yet answer no faster than a real one.
 */
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  // Until a check has been timed, one real decoy check runs (once, however many arrive) to learn the time.
  const typicalCheckMs = pool.typicalRunMs()
  if (typicalCheckMs === undefined) {
    const decoy = format(costOf(current.costLog2), randomBytes(16), randomBytes(keyLength))
    calibrating ??= verifyPassword(password, decoy).finally(() => {
      calibrating = undefined
    })
    await calibrating.catch(() => false)
    return false
  }
  await new Promise((resolve) => setTimeout(resolve, typicalCheckMs))
  return false
}
