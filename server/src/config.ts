import { resolve } from 'node:path'

/** The server's settings, read once from the environment at start. */
export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly calendar: 'demo' | 'exchange'
  readonly seed: number
  readonly demo: boolean
  /**
   * The A-share the simulator keeps sealed at limit-up (`BOURSE_LIMIT_UP`): a code, `auto` (the universe's last
   * A-share on a board with limits, in demo mode; none otherwise) or `off`.
   */
  readonly limitUpStock: string
  /** A frozen instant (epoch ms) for tests and demos; `undefined` means the real clock. */
  readonly frozenClock: number | undefined
  readonly webDir: string
  /** How passwords are hashed and how many checks may run or wait at once (see `auth/passwordHash.ts`). */
  readonly passwordHashing: PasswordHashingConfig
  /** Signs payment notifications (`BOURSE_PAYMENT_SECRET`, ≥ 32 characters); unset: generated into the data folder. */
  readonly paymentSecret: string | undefined
}

/**
 * scrypt's cost as log2 N (`BOURSE_PASSWORD_COST`: 17 in production, 128 MiB a check; test servers use 10), how many
 * checks run at once (`BOURSE_PASSWORD_CHECKS`) and how many may wait for one (`BOURSE_PASSWORD_QUEUE`).
 */
export interface PasswordHashingConfig {
  readonly costLog2: number
  readonly checksAtOnce: number
  readonly queueLimit: number
}

/** The production scrypt cost: N = 2^17. */
export const productionPasswordCost = 17

export class ConfigError extends Error {}

const readPort = (text: string | undefined): number => {
  if (text === undefined || text === '') return 8080
  if (!/^\d+$/.test(text) || Number(text) > 65535) throw new ConfigError(`PORT must be 0–65535, got "${text}"`)
  return Number(text)
}

const readCalendar = (text: string | undefined): 'demo' | 'exchange' => {
  if (text === undefined || text === '' || text === 'demo') return 'demo'
  if (text === 'exchange') return 'exchange'
  throw new ConfigError(`BOURSE_CALENDAR must be "demo" or "exchange", got "${text}"`)
}

const readSeed = (text: string | undefined): number => {
  if (text === undefined || text === '') return 20261121
  if (!/^\d{1,9}$/.test(text)) throw new ConfigError(`BOURSE_SEED must be a whole number, got "${text}"`)
  return Number(text)
}

const readFlag = (name: string, text: string | undefined, fallback: boolean): boolean => {
  if (text === undefined || text === '') return fallback
  if (['1', 'true', 'on', 'yes'].includes(text)) return true
  if (['0', 'false', 'off', 'no'].includes(text)) return false
  throw new ConfigError(`${name} must be on or off, got "${text}"`)
}

const readLimitUpStock = (text: string | undefined): string => {
  if (text === undefined || text === '') return 'auto'
  if (text === 'auto' || text === 'off' || /^\d{6}$/.test(text)) return text
  throw new ConfigError(`BOURSE_LIMIT_UP must be an A-share code such as 600000, "auto" or "off", got "${text}"`)
}

const readWholeNumber = (name: string, text: string | undefined, fallback: number, min: number, max: number) => {
  if (text === undefined || text === '') return fallback
  if (!/^\d{1,4}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`)
  }
  return Number(text)
}

const readPasswordHashing = (env: NodeJS.ProcessEnv): PasswordHashingConfig => ({
  costLog2: readWholeNumber('BOURSE_PASSWORD_COST', env.BOURSE_PASSWORD_COST, productionPasswordCost, 10, 20),
  checksAtOnce: readWholeNumber('BOURSE_PASSWORD_CHECKS', env.BOURSE_PASSWORD_CHECKS, 1, 1, 16),
  queueLimit: readWholeNumber('BOURSE_PASSWORD_QUEUE', env.BOURSE_PASSWORD_QUEUE, 8, 0, 1000),
})

const readClock = (text: string | undefined): number | undefined => {
  if (text === undefined || text === '') return undefined
  const instant = Date.parse(text)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(instant)) {
    throw new ConfigError(`BOURSE_CLOCK must be an ISO instant such as 2026-11-23T02:00:00Z, got "${text}"`)
  }
  return instant
}

const readPaymentSecret = (text: string | undefined): string | undefined => {
  if (text === undefined || text === '') return undefined
  if (text.trim().length < 32) throw new ConfigError('BOURSE_PAYMENT_SECRET must be at least 32 characters')
  return text.trim()
}

/**
 * Reads and checks every setting; an invalid one throws a ConfigError naming it.
 * Relative paths resolve against where the user ran the command (`INIT_CWD` under pnpm), so
 * `pnpm start` at the repository root keeps its database in `./data` there.
 */
export const readConfig = (env: NodeJS.ProcessEnv, cwd: string): ServerConfig => ({
  port: readPort(env.PORT),
  host: env.HOST || '127.0.0.1',
  dataDir: resolve(env.INIT_CWD || cwd, env.BOURSE_DATA_DIR || './data'),
  calendar: readCalendar(env.BOURSE_CALENDAR),
  seed: readSeed(env.BOURSE_SEED),
  demo: readFlag('BOURSE_DEMO', env.BOURSE_DEMO, true),
  limitUpStock: readLimitUpStock(env.BOURSE_LIMIT_UP),
  frozenClock: readClock(env.BOURSE_CLOCK),
  webDir: resolve(cwd, env.BOURSE_WEB_DIR || resolve(import.meta.dirname, '../../web/dist')),
  passwordHashing: readPasswordHashing(env),
  paymentSecret: readPaymentSecret(env.BOURSE_PAYMENT_SECRET),
})
