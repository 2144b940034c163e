import type { SqlConnection } from '../store/SqlConnection.js'
import type { RecordClass } from './RecordClass.js'

/** `data` keys seal values; a class's one `lookup` key makes the keyed hash of exact look-ups. */
export type KeyPurpose = 'data' | 'lookup'

/** One stored key, wrapped by the master key (base64 of nonce ‖ tag ‖ ciphertext). */
export interface StoredKey {
  readonly recordClass: RecordClass
  readonly purpose: KeyPurpose
  readonly version: number
  readonly wrapped: string
}

const columns = 'record_class AS "recordClass", purpose, version, wrapped'

/** Every stored key, oldest version first. */
export const storedKeys = (db: SqlConnection): StoredKey[] =>
  db.prepare(`SELECT ${columns} FROM vault_keys ORDER BY record_class, purpose, version`).all() as StoredKey[]

/** The newest data key version of a class (0 when it has none yet). */
export const currentVersionOf = (db: SqlConnection, recordClass: RecordClass): number =>
  (
    db
      .prepare("SELECT MAX(version) AS version FROM vault_keys WHERE record_class = ? AND purpose = 'data'")
      .get(recordClass) as { version: number | null }
  ).version ?? 0

/** A class's data key versions, oldest first, with when each was added. */
export const dataKeyVersions = (
  db: SqlConnection,
): { recordClass: RecordClass; version: number; createdAt: number }[] =>
  db
    .prepare(
      `SELECT record_class AS "recordClass", version, created_at AS "createdAt" FROM vault_keys
       WHERE purpose = 'data' ORDER BY record_class, version`,
    )
    .all() as { recordClass: RecordClass; version: number; createdAt: number }[]

/** Adds a key unless one of that class, purpose and version exists (a second process starting at once). */
export const insertKey = (db: SqlConnection, key: StoredKey, now: number): void => {
  db.prepare(
    `INSERT INTO vault_keys (record_class, purpose, version, wrapped, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (record_class, purpose, version) DO NOTHING`,
  ).run(key.recordClass, key.purpose, key.version, key.wrapped, now)
}

/** Replaces a key's wrapping (a new master key). */
export const rewrapKey = (db: SqlConnection, key: StoredKey): void => {
  db.prepare('UPDATE vault_keys SET wrapped = ? WHERE record_class = ? AND purpose = ? AND version = ?').run(
    key.wrapped,
    key.recordClass,
    key.purpose,
    key.version,
  )
}

/** Removes a class's data keys older than `version`, once nothing is sealed under them; answers how many. */
export const deleteDataKeysBelow = (db: SqlConnection, recordClass: RecordClass, version: number): number =>
  db
    .prepare("DELETE FROM vault_keys WHERE record_class = ? AND purpose = 'data' AND version < ?")
    .run(recordClass, version).changes
