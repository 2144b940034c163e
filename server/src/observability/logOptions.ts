import type { LogLevel } from '../config.js'

/** Where log lines go: anything with `write(line)` (tests capture them; the server writes to standard output). */
export interface LogStream {
  write(line: string): void
}

/**
 * Field names whose values never reach a log line (DECISIONS §18): tokens, passwords, codes, ID and bank numbers,
 * at the top of a logged object and two levels down (a plugin's trace line carries `busboyOptions.headers`). Request bodies, headers and query strings are never logged at all
 * (`requestObservation.ts`); this is the net under any object a module logs by mistake.
 */
const secretFields = [
  'authorization',
  'cookie',
  'set-cookie',
  'usertoken',
  'token',
  'password',
  'userPwd',
  'oldPwd',
  'newPwd',
  'withPwd',
  'code',
  'smsCode',
  'captcha',
  'verifyCode',
  'invitationCode',
  'idNumber',
  'idCard',
  'panCode',
  'panNumber',
  'bankNo',
  'bankNumber',
  'accountNumber',
] as const

const redactedPaths: readonly string[] = secretFields.flatMap((field) => [
  `["${field}"]`,
  `*["${field}"]`,
  `*.*["${field}"]`,
])

/**
 * The options of fastify's pino logger: JSON lines at `level`, to `stream` (standard output when absent), with
 * `requestId` on every line of a request and the secret fields censored.
 */
export const logOptions = (level: LogLevel, stream: LogStream | undefined) => ({
  level,
  ...(stream === undefined ? {} : { stream }),
  redact: { paths: [...redactedPaths], censor: '[redacted]' },
})
