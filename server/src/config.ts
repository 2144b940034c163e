import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { SecondFactor } from '@bourse/core'

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
  /** Sign-in, registration and password-reset calls allowed per client address and route each minute. */
  readonly signInLimitPerMinute: number
  /**
   * The proxies whose `X-Forwarded-For/-Proto/-Host` are believed (`BOURSE_TRUST_PROXY`: addresses, CIDR ranges or
   * `loopback`, comma-separated); `false` when the server faces clients directly.
   */
  readonly trustProxy: string | false
  /**
   * Every demo staff member's TOTP secret (`BOURSE_DEMO_TOTP_SECRET`, base32, at least 16 bytes); unset: core's
   * published `demoTotpSecret`, printed in the start banner. Used only in demo mode.
   */
  readonly demoTotpSecret: string
  /** The operator allowed demo accounts (published password) on a non-loopback HOST: `BOURSE_DEMO_ON_PUBLIC_HOST`. */
  readonly demoOnPublicHost: boolean
  /** Signs payment notifications (`BOURSE_PAYMENT_SECRET`, ≥ 32 characters); unset: generated into the data folder. */
  readonly paymentSecret: string | undefined
  /** PostgreSQL to store everything in (`BOURSE_DATABASE_URL=postgres://…`); `undefined`: SQLite in the data folder. */
  readonly databaseUrl: string | undefined
  /** The least severe log lines written (`BOURSE_LOG_LEVEL`: fatal, error, warn, info, debug, trace or silent). */
  readonly logLevel: LogLevel
  /**
   * Where Prometheus scrapes `/metrics` (`BOURSE_METRICS_PORT`: a port on 127.0.0.1, or `host:port`; default 9464);
   * `off` collects no metrics at all.
   */
  readonly metrics: MetricsAddress | 'off'
  /**
   * The vault's master key (`BOURSE_MASTER_KEY`: 32 bytes as base64 or hex); unset: `master.key` in the data folder,
   * created at the first start (`vault/masterKey.ts`).
   */
  readonly masterKey: string | undefined
  /** The live socket's server-side bounds (`/prod-api/live`, issue 36). */
  readonly live: LiveConfig
  /** Contract notes and statements: signing key, mail server, worker threads (`documents/`, DECISIONS §27). */
  readonly documents: DocumentsConfig
  /**
   * Web Push (issue 30): who pushes say they come from (`BOURSE_PUSH_SUBJECT`, a `mailto:` or `https:` address) and
   * whether subscriptions may name a push service on this machine (`BOURSE_PUSH_LOOPBACK=yes`: tests, demos).
   */
  readonly push: { readonly subject: string; readonly loopbackEndpoints: boolean }
}

/**
 * The live socket's bounds: sockets one client address may hold (`BOURSE_LIVE_SOCKETS_PER_ADDRESS`, default 1 000,
 * never below 200: mobile carriers put many investors behind one address), the send buffer over which a socket
 * skips flushes (`BOURSE_LIVE_BUFFER_KB`, default 128 KiB: what a stalled socket may hold), and how many flushes in a row it may skip before it is
 * closed as too slow (`BOURSE_LIVE_SKIPPED_FLUSHES`, default 20: 10 s).
 */
export interface LiveConfig {
  readonly socketsPerAddress: number
  readonly bufferBytes: number
  readonly skippedFlushes: number
  /** How often each socket is pinged (`BOURSE_LIVE_PING_SECONDS`, default 10): no pong by the next ping, dropped. */
  readonly pingMs: number
}

/**
 * `BOURSE_SIGNING_P12` + `BOURSE_SIGNING_PASSPHRASE`: the broker's key (unset: a self-signed demo key generated into
 * the data folder, which every document names); `BOURSE_SMTP_URL` (`smtp://user:pass@host:587`, unset: a local sink
 * in demo mode, no mail otherwise); `BOURSE_MAIL_FROM`; `BOURSE_DOCUMENT_WORKERS` threads for rendering and signing.
 */
export interface DocumentsConfig {
  readonly signingP12: string | undefined
  readonly signingPassphrase: string
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  readonly workers: number
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/** The metrics server's address; port 0 picks a free port (tests). */
export interface MetricsAddress {
  readonly host: string
  readonly port: number
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
  if (!/^\d{1,6}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`)
  }
  return Number(text)
}

const readPasswordHashing = (env: NodeJS.ProcessEnv): PasswordHashingConfig => ({
  costLog2: readWholeNumber('BOURSE_PASSWORD_COST', env.BOURSE_PASSWORD_COST, productionPasswordCost, 10, 20),
  checksAtOnce: readWholeNumber('BOURSE_PASSWORD_CHECKS', env.BOURSE_PASSWORD_CHECKS, 1, 1, 16),
  queueLimit: readWholeNumber('BOURSE_PASSWORD_QUEUE', env.BOURSE_PASSWORD_QUEUE, 8, 0, 1000),
})

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal'])

const readTrustProxy = (text: string | undefined): string | false => {
  if (text === undefined || text === '' || text === 'off') return false
  const entries = text.split(',').map((entry) => entry.trim())
  const valid = (entry: string) => {
    const [address, prefix, ...rest] = entry.split('/')
    if (proxyNames.has(entry)) return true
    if (rest.length > 0 || address === undefined || isIP(address) === 0) return false
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128))
  }
  if (!entries.every(valid)) {
    throw new ConfigError(
      `BOURSE_TRUST_PROXY must be "off" or the proxy's addresses (e.g. 127.0.0.1 or 10.0.0.0/8 or loopback), got "${text}"`,
    )
  }
  return entries.join(',')
}

/** True for a HOST only this machine can reach: 127.0.0.0/8, ::1, localhost. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)

/**
 * `BOURSE_DEMO` (on by default): demo accounts have a published password, so they stay on a loopback HOST unless the
 * operator explicitly publishes them with `BOURSE_DEMO_ON_PUBLIC_HOST=yes`.
 */
const readDemo = (env: NodeJS.ProcessEnv): boolean => {
  const demo = readFlag('BOURSE_DEMO', env.BOURSE_DEMO, true)
  const host = env.HOST || '127.0.0.1'
  if (demo && !isLoopbackHost(host) && !readFlag('BOURSE_DEMO_ON_PUBLIC_HOST', env.BOURSE_DEMO_ON_PUBLIC_HOST, false)) {
    throw new ConfigError(
      `BOURSE_DEMO is on (the default) and seeds funded accounts whose password is published, but HOST=${host} ` +
        'is reachable from other machines. Set BOURSE_DEMO=off, or BOURSE_DEMO_ON_PUBLIC_HOST=yes to publish the demo anyway.',
    )
  }
  return demo
}

const readDemoTotpSecret = (text: string | undefined): string => {
  if (text === undefined || text === '') return SecondFactor.demoTotpSecret
  const secret = text.trim().toUpperCase()
  if (!SecondFactor.isTotpSecret(secret))
    throw new ConfigError('BOURSE_DEMO_TOTP_SECRET must be a base32 secret (A–Z, 2–7) of at least 26 characters')
  return secret
}

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

const readDatabaseUrl = (text: string | undefined): string | undefined => {
  if (text === undefined || text === '') return undefined
  if (!/^postgres(ql)?:\/\/./.test(text)) {
    throw new ConfigError('BOURSE_DATABASE_URL must be a PostgreSQL address such as postgres://user@host:5432/bourse')
  }
  return text
}

const readLogLevel = (text: string | undefined): LogLevel => {
  if (text === undefined || text === '') return 'info'
  const level = logLevels.find((known) => known === text)
  if (level === undefined)
    throw new ConfigError(`BOURSE_LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${text}"`)
  return level
}

const readPushSubject = (text: string | undefined): string => {
  if (text === undefined || text === '') return 'mailto:notices@example.invalid'
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(text))
    throw new ConfigError(`BOURSE_PUSH_SUBJECT must be a mailto: or https: address, got "${text}"`)
  return text
}

/** The Prometheus exporters' customary port range starts at 9100; 9464 is the one OpenTelemetry's exporter uses. */
const defaultMetricsPort = 9464

const readMetrics = (text: string | undefined): MetricsAddress | 'off' => {
  if (text === undefined || text === '') return { host: '127.0.0.1', port: defaultMetricsPort }
  if (text === 'off') return 'off'
  const split = /^(?:(.+):)?(\d{1,5})$/.exec(text)
  const host = split?.[1] ?? '127.0.0.1'
  if (!split || Number(split[2]) > 65535 || (isIP(host.replace(/^\[|\]$/g, '')) === 0 && host !== 'localhost')) {
    throw new ConfigError(`BOURSE_METRICS_PORT must be "off", a port or host:port such as 0.0.0.0:9464, got "${text}"`)
  }
  return { host: host.replace(/^\[|\]$/g, ''), port: Number(split[2]) }
}

const readSmtpUrl = (text: string | undefined): string | undefined => {
  if (text === undefined || text === '') return undefined
  if (text !== 'sink' && !/^smtps?:\/\/./.test(text))
    throw new ConfigError('BOURSE_SMTP_URL must be an SMTP address such as smtp://user:password@host:587')
  return text
}

const readMailFrom = (text: string | undefined): string => {
  if (text === undefined || text === '') return 'notes@bourse.invalid'
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(text))
    throw new ConfigError(`BOURSE_MAIL_FROM must be an address such as notes@broker.example, got "${text}"`)
  return text
}

const readDocuments = (env: NodeJS.ProcessEnv, cwd: string): DocumentsConfig => ({
  signingP12: env.BOURSE_SIGNING_P12 ? resolve(env.INIT_CWD || cwd, env.BOURSE_SIGNING_P12) : undefined,
  signingPassphrase: env.BOURSE_SIGNING_PASSPHRASE ?? '',
  smtpUrl: readSmtpUrl(env.BOURSE_SMTP_URL),
  mailFrom: readMailFrom(env.BOURSE_MAIL_FROM),
  workers: readWholeNumber('BOURSE_DOCUMENT_WORKERS', env.BOURSE_DOCUMENT_WORKERS, 1, 1, 16),
})

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
  demo: readDemo(env),
  demoTotpSecret: readDemoTotpSecret(env.BOURSE_DEMO_TOTP_SECRET),
  limitUpStock: readLimitUpStock(env.BOURSE_LIMIT_UP),
  frozenClock: readClock(env.BOURSE_CLOCK),
  webDir: resolve(cwd, env.BOURSE_WEB_DIR || resolve(import.meta.dirname, '../../web/dist')),
  passwordHashing: readPasswordHashing(env),
  signInLimitPerMinute: readWholeNumber('BOURSE_SIGN_IN_LIMIT', env.BOURSE_SIGN_IN_LIMIT, 20, 1, 100000),
  trustProxy: readTrustProxy(env.BOURSE_TRUST_PROXY),
  demoOnPublicHost: readFlag('BOURSE_DEMO_ON_PUBLIC_HOST', env.BOURSE_DEMO_ON_PUBLIC_HOST, false),
  paymentSecret: readPaymentSecret(env.BOURSE_PAYMENT_SECRET),
  databaseUrl: readDatabaseUrl(env.BOURSE_DATABASE_URL),
  logLevel: readLogLevel(env.BOURSE_LOG_LEVEL),
  metrics: readMetrics(env.BOURSE_METRICS_PORT),
  masterKey: env.BOURSE_MASTER_KEY || undefined,
  live: {
    socketsPerAddress: readWholeNumber(
      'BOURSE_LIVE_SOCKETS_PER_ADDRESS',
      env.BOURSE_LIVE_SOCKETS_PER_ADDRESS,
      1000,
      200,
      999_999,
    ),
    bufferBytes: 1024 * readWholeNumber('BOURSE_LIVE_BUFFER_KB', env.BOURSE_LIVE_BUFFER_KB, 128, 16, 65_536),
    skippedFlushes: readWholeNumber('BOURSE_LIVE_SKIPPED_FLUSHES', env.BOURSE_LIVE_SKIPPED_FLUSHES, 20, 1, 10_000),
    pingMs: 1000 * readWholeNumber('BOURSE_LIVE_PING_SECONDS', env.BOURSE_LIVE_PING_SECONDS, 10, 1, 3600),
  },
  documents: readDocuments(env, cwd),
  push: {
    subject: readPushSubject(env.BOURSE_PUSH_SUBJECT),
    loopbackEndpoints: readFlag('BOURSE_PUSH_LOOPBACK', env.BOURSE_PUSH_LOOPBACK, false),
  },
})
