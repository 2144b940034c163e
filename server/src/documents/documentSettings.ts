import { createHmac, timingSafeEqual } from 'node:crypto'
import { type Api, Documents, type DomainError, domainError, type Language } from '@bourse/core'
import { newSmsCode } from '../sms/smsCodes.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { DocumentKeyStore } from './documentKeys.js'

interface SettingsRow {
  email: string | null
  confirmedAt: number | null
  pendingEmail: string | null
  codeHash: string | null
  codeExpiresAt: number | null
  codeAttempts: number
  language: Language
}

const rowOf = (db: SqlConnection, userId: number): SettingsRow | undefined =>
  db
    .prepare(
      `SELECT email, email_confirmed_at AS "confirmedAt", pending_email AS "pendingEmail", code_hash AS "codeHash",
         code_expires_at AS "codeExpiresAt", code_attempts AS "codeAttempts", language
       FROM document_settings WHERE user_id = ?`,
    )
    .get(userId) as SettingsRow | undefined

const ensureRow = (db: SqlConnection, userId: number, now: number) =>
  db
    .prepare('INSERT INTO document_settings (user_id, updated_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING')
    .run(userId, now)

/** A code's stored form: HMAC-SHA256 of user, address and code under the data folder's key. */
const codeHash = (key: Buffer, userId: number, email: string, code: string) =>
  createHmac('sha256', key).update(`${userId}\n${email}\n${code}`).digest('base64url')

/** The investor's document settings as the app shows them. */
export const documentSettingsOf = (
  db: SqlConnection,
  keys: DocumentKeyStore,
  userId: number,
): Api.DataOf<'/user/documentSettings/get.do'> => {
  const row = rowOf(db, userId)
  return {
    email: row?.email ?? null,
    emailConfirmed: row?.email !== null && row?.email !== undefined && row.confirmedAt !== null,
    pendingEmail: row?.pendingEmail ?? null,
    passwordIsPhone: !keys.isCustom(userId),
    language: row?.language ?? 'en',
  }
}

/**
 * Starts confirming an address: a fresh 6-digit code, stored hashed with the address as pending (the confirmed one,
 * if any, stays in use until then); one a minute at most, since each is a mail to an address nobody confirmed yet. Answers the code to mail to the new address, or why the address is refused.
 */
export const askEmailConfirmation = (
  db: SqlConnection,
  codeKey: Buffer,
  userId: number,
  email: string,
  now: number,
): { code: string } | DomainError => {
  const address = email.trim()
  const refusal = Documents.emailRefusal(address)
  if (refusal) return refusal
  const last = rowOf(db, userId)?.codeExpiresAt
  if (last !== null && last !== undefined && now < last - Documents.emailCodeValidMs + Documents.emailCodeIntervalMs)
    return domainError('docEmailCodeWait')
  const code = newSmsCode()
  ensureRow(db, userId, now)
  db.prepare(
    `UPDATE document_settings SET pending_email = ?, code_hash = ?, code_expires_at = ?, code_attempts = 0, updated_at = ?
     WHERE user_id = ?`,
  ).run(address, codeHash(codeKey, userId, address, code), now + Documents.emailCodeValidMs, now, userId)
  return { code }
}

/** Confirms the pending address with its code: it becomes the address documents go to. */
export const confirmEmail = (
  db: SqlConnection,
  codeKey: Buffer,
  userId: number,
  code: string,
  now: number,
): DomainError | undefined => {
  const row = rowOf(db, userId)
  if (!row?.pendingEmail || !row.codeHash || (row.codeExpiresAt ?? 0) < now) return domainError('docEmailCodeExpired')
  if (row.codeAttempts >= Documents.emailCodeAttempts) return domainError('docEmailCodeExpired')
  const given = Buffer.from(codeHash(codeKey, userId, row.pendingEmail, code))
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    db.prepare('UPDATE document_settings SET code_attempts = code_attempts + 1 WHERE user_id = ?').run(userId)
    return domainError('docEmailCodeWrong')
  }
  db.prepare(
    `UPDATE document_settings SET email = pending_email, email_confirmed_at = ?, pending_email = NULL, code_hash = NULL,
       code_expires_at = NULL, code_attempts = 0, updated_at = ? WHERE user_id = ?`,
  ).run(now, now, userId)
  return undefined
}

/** The language new documents of the investor are written in. */
export const setDocumentLanguage = (db: SqlConnection, userId: number, language: Language, now: number): void => {
  ensureRow(db, userId, now)
  db.prepare('UPDATE document_settings SET language = ?, updated_at = ? WHERE user_id = ?').run(language, now, userId)
}

/** A demo investor's confirmed address, set once (an address the investor changed stays as they set it). */
export const seedDemoAddress = (db: SqlConnection, userId: number, email: string, now: number): void => {
  db.prepare(
    `INSERT INTO document_settings (user_id, email, email_confirmed_at, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO NOTHING`,
  ).run(userId, email, now, now)
}
