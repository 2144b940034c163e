import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { StoredKeys } from './workerProtocol.js'

/**
 * Each investor's document keys (`document_keys`): deriving them from a password costs four hardened hashes (about
 * 10 ms), so they are derived once per password — at its first document or when the investor sets one — and kept.
 * The password itself is never stored. The file key is kept wrapped (AES-256-GCM) under `<data dir>/document-keys.key`,
 * so the database alone opens no document.
 */
export interface DocumentKeyStore {
  /** The stored keys of these investors. */
  read(userIds: readonly number[]): Map<number, StoredKeys>
  /** Keeps (or replaces) an investor's keys; `custom` when they come from a password the investor chose. */
  save(userId: number, keys: StoredKeys, now: number, custom?: boolean): void
  /** Whether the investor's documents open with a password of their own (not the registered phone number). */
  isCustom(userId: number): boolean
  /** Forgets an investor's keys, so the next document derives them from the current password. */
  forget(userId: number): void
}

const wrap = (key: Buffer, fileKey: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(Buffer.from(fileKey, 'hex')), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

const unwrap = (key: Buffer, wrapped: string): string => {
  const bytes = Buffer.from(wrapped, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('hex')
}

export const createDocumentKeyStore = (db: SqlConnection, wrappingKey: Buffer): DocumentKeyStore => ({
  read: (userIds) => {
    const found = new Map<number, StoredKeys>()
    if (userIds.length === 0) return found
    const rows = db
      .prepare(
        `SELECT user_id AS "userId", wrapped_key AS "wrapped", entries FROM document_keys WHERE user_id IN (${userIds
          .map(() => '?')
          .join(', ')})`,
      )
      .all(...userIds) as { userId: number; wrapped: string; entries: string }[]
    for (const row of rows) {
      const { custom: _custom, ...entries } = JSON.parse(row.entries) as Omit<StoredKeys, 'fileKey'> & {
        custom?: boolean
      }
      found.set(Number(row.userId), { ...entries, fileKey: unwrap(wrappingKey, row.wrapped) })
    }
    return found
  },
  save: (userId, keys, now, custom = false) => {
    const { fileKey, ...stored } = keys
    const entries = custom ? { ...stored, custom } : stored
    db.prepare(
      `INSERT INTO document_keys (user_id, wrapped_key, entries, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET wrapped_key = excluded.wrapped_key, entries = excluded.entries, created_at = excluded.created_at`,
    ).run(userId, wrap(wrappingKey, fileKey), JSON.stringify(entries), now)
  },
  isCustom: (userId) => {
    const row = db.prepare('SELECT entries FROM document_keys WHERE user_id = ?').get(userId) as
      | { entries: string }
      | undefined
    return row !== undefined && (JSON.parse(row.entries) as { custom?: boolean }).custom === true
  },
  forget: (userId) => {
    db.prepare('DELETE FROM document_keys WHERE user_id = ?').run(userId)
  },
})
