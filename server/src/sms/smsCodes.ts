import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { Identity } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { SmsPurpose } from './SmsProvider.js'

const { passwordResetRule } = Identity.PasswordReset

/** A code's stored form: HMAC-SHA256 of phone, purpose and code under the data folder's key. */
const hashOf = (key: Buffer, phone: string, purpose: SmsPurpose, code: string): string =>
  createHmac('sha256', key).update(`${phone}\n${purpose}\n${code}`).digest('base64url')

/** A fresh code of 6 digits from the system's random source, e.g. "048213". */
export const newSmsCode = (): string =>
  String(randomInt(0, 10 ** passwordResetRule.codeDigits)).padStart(passwordResetRule.codeDigits, '0')

/** When the codes of the last 24 hours went to `phone`, for `checkCodeSending`. */
export const codesSentTo = (db: SqlConnection, phone: string, purpose: SmsPurpose, now: number): number[] =>
  db
    .prepare('SELECT sent_at AS at FROM sms_codes WHERE phone = ? AND purpose = ? AND sent_at > ?')
    .all(phone, purpose, now - passwordResetRule.codesWindowMs)
    .map((row) => (row as { at: number }).at)

/** Stores a code's hash (older rows past the 24-hour window are dropped). Only the newest code of a phone counts. */
export const storeSmsCode = (
  db: SqlConnection,
  key: Buffer,
  message: { readonly phone: string; readonly purpose: SmsPurpose; readonly code: string },
  now: number,
): void => {
  db.prepare('DELETE FROM sms_codes WHERE sent_at <= ?').run(now - passwordResetRule.codesWindowMs)
  db.prepare('INSERT INTO sms_codes (phone, purpose, code_hash, sent_at) VALUES (?, ?, ?, ?)').run(
    message.phone,
    message.purpose,
    hashOf(key, message.phone, message.purpose, message.code),
    now,
  )
}

/** The newest code of a phone, as core's rule reads it, with whether `entered` is that code. */
export interface LatestCode {
  readonly id: number
  readonly record: Identity.PasswordReset.SmsCodeRecord
  readonly matches: boolean
}

interface CodeRow {
  readonly id: number
  readonly codeHash: string
  readonly sentAt: number
  readonly wrongAttempts: number
  readonly usedAt: number | null
}

/** Reads the phone's newest code and compares `entered` with it in constant time. */
export const latestSmsCode = (
  db: SqlConnection,
  key: Buffer,
  phone: string,
  purpose: SmsPurpose,
  entered: string,
): LatestCode | undefined => {
  const row = db
    .prepare(
      `SELECT id, code_hash AS codeHash, sent_at AS sentAt, wrong_attempts AS wrongAttempts, used_at AS usedAt
       FROM sms_codes WHERE phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1`,
    )
    .get(phone, purpose) as CodeRow | undefined
  if (row === undefined) return undefined
  const expected = Buffer.from(row.codeHash)
  const actual = Buffer.from(hashOf(key, phone, purpose, entered))
  return {
    id: row.id,
    record: {
      sentAt: row.sentAt,
      wrongAttempts: row.wrongAttempts,
      ...(row.usedAt === null ? {} : { usedAt: row.usedAt }),
    },
    matches: expected.length === actual.length && timingSafeEqual(expected, actual),
  }
}

/** Counts one wrong try of a code. */
export const recordWrongCode = (db: SqlConnection, id: number): void => {
  db.prepare('UPDATE sms_codes SET wrong_attempts = wrong_attempts + 1 WHERE id = ?').run(id)
}

/** Spends a code; false when it was spent already (a concurrent reset won), so the caller refuses. */
export const spendSmsCode = (db: SqlConnection, id: number, now: number): boolean =>
  db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes === 1
