import { createHmac, randomBytes } from 'node:crypto'
import type { SqlConnection } from '../store/SqlConnection.js'
import { aesGcmOpen, aesGcmSeal, SealBrokenError } from './aesGcm.js'
import { MasterKeyError } from './masterKey.js'
import { type RecordClass, recordClasses } from './RecordClass.js'
import { associatedData, parseSealed, type SealLabel, sealHeader } from './sealedValue.js'
import {
  currentVersionOf,
  dataKeyVersions,
  deleteDataKeysBelow,
  insertKey,
  type KeyPurpose,
  rewrapKey,
  type StoredKey,
  storedKeys,
} from './vaultKeys.js'

/** Where a class's keys stand: the version in force (added at `rotatedAt`) and the older ones not yet retired. */
export interface VaultRotation {
  readonly recordClass: RecordClass
  readonly version: number
  readonly olderVersions: readonly number[]
  readonly rotatedAt: number
}

/**
 * Personal numbers and images sealed at rest (DECISIONS §28): AES-256-GCM under a data key per record class and
 * version, each data key wrapped by the master key. A sealed value names its class and key version and is bound to
 * the record it belongs to (`context`, e.g. the user id), so a value copied to another record does not open. Exact
 * look-ups use a keyed hash (HMAC-SHA256) under the class's lookup key, which rotation leaves alone.
 */
export interface Vault {
  sealText(recordClass: RecordClass, plain: string, context: string): string
  openText(sealed: string, context: string): string
  sealBytes(recordClass: RecordClass, plain: Buffer, context: string): Buffer
  openBytes(sealed: Buffer, context: string): Buffer
  /** The keyed hash an exact look-up compares (the caller normalises the value first). */
  lookupHash(recordClass: RecordClass, value: string): string
  /** The label of a sealed value; `undefined` for a value that is not sealed (clear data before the migration). */
  labelOf(sealed: string | Buffer): SealLabel | undefined
  /** The version new values of a class are sealed under. */
  currentVersion(recordClass: RecordClass): number
  /** Each class's key in force, the older versions still kept, and when the one in force was added. */
  rotations(): VaultRotation[]
  /** Adds a new data key version for a class, used for every value sealed from now on; answers it. */
  rotate(recordClass: RecordClass, now: number): number
  /** Forgets a class's data keys older than `version` (call once nothing is sealed under them). */
  retireBelow(recordClass: RecordClass, version: number): number
  /** How many times this process added or retired a key: a reader of `rotations()` looks again when it moves. */
  readonly keyChanges: number
  /** Wraps every stored key under a new master key, in one transaction. */
  rewrap(newMasterKey: Buffer): void
}

const keyName = (purpose: KeyPurpose, recordClass: RecordClass, version: number): string =>
  `vault-key:${purpose}:${recordClass}:${version}`

const wrap = (master: Buffer, purpose: KeyPurpose, recordClass: RecordClass, version: number, key: Buffer) =>
  aesGcmSeal(master, key, keyName(purpose, recordClass, version)).toString('base64')

const unwrap = (master: Buffer, stored: StoredKey): Buffer => {
  try {
    return aesGcmOpen(
      master,
      Buffer.from(stored.wrapped, 'base64'),
      keyName(stored.purpose, stored.recordClass, stored.version),
    )
  } catch (error) {
    if (!(error instanceof SealBrokenError)) throw error
    throw new MasterKeyError(
      `the master key does not open this database's ${stored.recordClass} keys: start with the key this data was ` +
        'sealed with (BOURSE_MASTER_KEY, or master.key in the data folder); nothing was changed',
    )
  }
}

const newStoredKey = (master: Buffer, purpose: KeyPurpose, recordClass: RecordClass, version: number): StoredKey => ({
  recordClass,
  purpose,
  version,
  wrapped: wrap(master, purpose, recordClass, version, randomBytes(32)),
})

/** Creates the keys a class lacks (a first start, or a class added later): one data key and one lookup key. */
const missingKeys = (master: Buffer, stored: readonly StoredKey[]): StoredKey[] =>
  recordClasses.flatMap((recordClass) =>
    (['data', 'lookup'] as const)
      .filter((purpose) => !stored.some((key) => key.recordClass === recordClass && key.purpose === purpose))
      .map((purpose) => newStoredKey(master, purpose, recordClass, 1)),
  )

/**
 * Opens the vault of a database: checks that the master key opens every stored key before anything is written (a
 * wrong key throws `MasterKeyError` and changes nothing), then creates the keys a first start lacks.
 */
export const openVault = (db: SqlConnection, masterKey: Buffer, now: number): Vault => {
  let master = masterKey
  let keyChanges = 0
  const keys = new Map<string, Buffer>()
  const load = (): void => {
    keys.clear()
    for (const stored of storedKeys(db))
      keys.set(keyName(stored.purpose, stored.recordClass, stored.version), unwrap(master, stored))
  }
  load()
  const created = missingKeys(master, storedKeys(db))
  if (created.length > 0) {
    db.transaction(() => {
      for (const key of created) insertKey(db, key, now)
    })()
    load()
  }

  const keyFor = (purpose: KeyPurpose, recordClass: RecordClass, version: number): Buffer => {
    const name = keyName(purpose, recordClass, version)
    // Another process may have rotated since this one loaded its keys.
    if (!keys.has(name)) load()
    const key = keys.get(name)
    if (!key) throw new SealBrokenError(`no ${purpose} key ${recordClass} v${version} in this database`)
    return key
  }
  const seal = (recordClass: RecordClass, plain: Buffer, context: string): { header: string; body: Buffer } => {
    const label = { recordClass, version: currentVersionOf(db, recordClass) }
    const key = keyFor('data', recordClass, label.version)
    return { header: sealHeader(label), body: aesGcmSeal(key, plain, associatedData(label, context)) }
  }
  const open = (sealed: string | Buffer, context: string): Buffer => {
    const parsed = parseSealed(sealed)
    if (!parsed) throw new SealBrokenError('not a sealed value')
    const { label, body } = parsed
    return aesGcmOpen(keyFor('data', label.recordClass, label.version), body, associatedData(label, context))
  }

  return {
    sealText: (recordClass, plain, context) => {
      const { header, body } = seal(recordClass, Buffer.from(plain, 'utf8'), context)
      return header + body.toString('base64url')
    },
    openText: (sealed, context) => open(sealed, context).toString('utf8'),
    sealBytes: (recordClass, plain, context) => {
      const { header, body } = seal(recordClass, plain, context)
      return Buffer.concat([Buffer.from(header, 'latin1'), body])
    },
    openBytes: open,
    lookupHash: (recordClass, value) =>
      createHmac('sha256', keyFor('lookup', recordClass, 1))
        .update(value, 'utf8')
        .digest('base64url'),
    labelOf: (sealed) => parseSealed(sealed)?.label,
    currentVersion: (recordClass) => currentVersionOf(db, recordClass),
    rotations: () => {
      const versions = dataKeyVersions(db)
      return recordClasses.map((recordClass) => {
        const mine = versions.filter((key) => key.recordClass === recordClass)
        const current = mine.at(-1)
        return {
          recordClass,
          version: current?.version ?? 0,
          olderVersions: mine.slice(0, -1).map((key) => key.version),
          rotatedAt: current?.createdAt ?? 0,
        }
      })
    },
    rotate: (recordClass, at) => {
      const version = currentVersionOf(db, recordClass) + 1
      insertKey(db, newStoredKey(master, 'data', recordClass, version), at)
      load()
      keyChanges += 1
      return version
    },
    retireBelow: (recordClass, version) => {
      const removed = deleteDataKeysBelow(db, recordClass, version)
      load()
      keyChanges += 1
      return removed
    },
    get keyChanges() {
      return keyChanges
    },
    rewrap: (newMasterKey) => {
      const stored = storedKeys(db)
      db.transaction(() => {
        for (const key of stored)
          rewrapKey(db, {
            ...key,
            wrapped: wrap(newMasterKey, key.purpose, key.recordClass, key.version, unwrap(master, key)),
          })
      })()
      master = newMasterKey
      load()
    },
  }
}
