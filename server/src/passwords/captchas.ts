import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { Identity } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

const { normalizeCaptchaAnswer, passwordResetRule } = Identity.PasswordReset

/** A captcha id as this server issues it (the `CAPTCHA_ID` cookie): 32 random bytes, base64url. */
export const newCaptchaId = (): string => randomBytes(32).toString('base64url')

/** Only the id's SHA-256 is stored, like session tokens. */
const idHashOf = (id: string): string => createHash('sha256').update(id).digest('hex')

const answerHashOf = (key: Buffer, answer: string): string =>
  createHmac('sha256', key).update(normalizeCaptchaAnswer(answer)).digest('base64url')

/** Stores a new captcha (old ones past any use are dropped). */
export const storeCaptcha = (db: SqlConnection, key: Buffer, id: string, answer: string, now: number): void => {
  const horizon = now - passwordResetRule.captchaValidityMs - passwordResetRule.captchaPassValidityMs
  db.prepare('DELETE FROM captchas WHERE created_at <= ?').run(horizon)
  db.prepare('INSERT INTO captchas (id_hash, answer_hash, created_at) VALUES (?, ?, ?)').run(
    idHashOf(id),
    answerHashOf(key, answer),
    now,
  )
}

interface CaptchaRow {
  readonly answerHash: string
  readonly createdAt: number
  readonly passedAt: number | null
  readonly spent: number
  readonly phone: string | null
  readonly codesSent: number
}

/** A stored captcha as core's rule reads it, and whether `answer` (if given) is its text. */
export interface FoundCaptcha {
  readonly record: Identity.PasswordReset.CaptchaRecord
  readonly matches: boolean
}

/** The captcha of a client's id, if any. */
export const findCaptcha = (
  db: SqlConnection,
  key: Buffer,
  id: string | undefined,
  answer = '',
): FoundCaptcha | undefined => {
  if (id === undefined || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined
  const row = db
    .prepare(
      `SELECT answer_hash AS answerHash, created_at AS createdAt, passed_at AS passedAt, spent, phone,
              codes_sent AS codesSent
       FROM captchas WHERE id_hash = ?`,
    )
    .get(idHashOf(id)) as CaptchaRow | undefined
  if (row === undefined) return undefined
  const expected = Buffer.from(row.answerHash)
  const actual = Buffer.from(answerHashOf(key, answer))
  return {
    record: {
      createdAt: row.createdAt,
      spent: row.spent === 1,
      codesSent: row.codesSent,
      ...(row.passedAt === null ? {} : { passedAt: row.passedAt }),
      ...(row.phone === null ? {} : { phone: row.phone }),
    },
    matches: expected.length === actual.length && timingSafeEqual(expected, actual),
  }
}

/** Records the one accepted answer; false when another request answered first. */
export const markCaptchaPassed = (db: SqlConnection, id: string, now: number): boolean =>
  db
    .prepare('UPDATE captchas SET passed_at = ? WHERE id_hash = ? AND passed_at IS NULL AND spent = 0')
    .run(now, idHashOf(id)).changes === 1

/** A wrong answer spends the captcha: the client must draw a new one. */
export const spendCaptcha = (db: SqlConnection, id: string): void => {
  db.prepare('UPDATE captchas SET spent = 1 WHERE id_hash = ?').run(idHashOf(id))
}

/** Counts a code sent on a passed captcha and binds it to the phone. */
export const recordCodeOnCaptcha = (db: SqlConnection, id: string, phone: string): void => {
  db.prepare('UPDATE captchas SET codes_sent = codes_sent + 1, phone = ? WHERE id_hash = ?').run(phone, idHashOf(id))
}
