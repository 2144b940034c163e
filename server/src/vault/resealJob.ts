import { closeSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SqlConnection } from '../store/SqlConnection.js'
import { resealOtpSecret } from './otpSecrets.js'
import { resealNumber } from './personalNumbers.js'
import type { RecordClass } from './RecordClass.js'
import { parseSealed } from './sealedValue.js'
import { uploadContextOf } from './uploadContext.js'
import type { Vault } from './Vault.js'
import { vaultOf } from './vaultOfConnection.js'

/** A sealed value's column, the class its values are sealed under, and how one row's value is sealed again. */
interface SealedColumn {
  readonly table: 'users' | 'bank_cards' | 'totp_factors'
  /** The row's key, which the value is bound to (a user id, or a TOTP holder's name). */
  readonly owner: 'id' | 'user_id' | 'holder'
  readonly column: 'id_card' | 'pan_code' | 'bank_no' | 'secret'
  readonly recordClass: RecordClass
  /** The first key of a pass: below every stored one. */
  readonly before: number | string
  reseal(db: SqlConnection, owner: number | string, sealed: string): string
}

const numberColumn = (
  table: 'users' | 'bank_cards',
  owner: 'id' | 'user_id',
  column: 'id_card' | 'pan_code' | 'bank_no',
  recordClass: RecordClass,
): SealedColumn => ({
  table,
  owner,
  column,
  recordClass,
  before: 0,
  reseal: (db, userId, sealed) => resealNumber(db, Number(userId), column, sealed),
})

const sealedColumns: readonly SealedColumn[] = [
  numberColumn('users', 'id', 'id_card', 'idNumber'),
  numberColumn('users', 'id', 'pan_code', 'idNumber'),
  numberColumn('bank_cards', 'user_id', 'bank_no', 'bankAccount'),
  {
    table: 'totp_factors',
    owner: 'holder',
    column: 'secret',
    recordClass: 'otpSecret',
    before: '',
    reseal: (db, holder, sealed) => resealOtpSecret(db, String(holder), sealed),
  },
]

/** How long after a rotation an old key is kept at least: a seal begun under it elsewhere has committed by then. */
export const retireAfterMs = 60_000

const versionOfFile = (path: string): number | undefined => {
  const head = Buffer.alloc(40)
  const fd = openSync(path, 'r')
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  return parseSealed(head)?.label.version
}

/** How many values of a class are still sealed under an older key (for `/keys/status`). */
export const waitingOf = (db: SqlConnection, uploadsDir: string, recordClass: RecordClass): number => {
  const vault = vaultOf(db)
  const current = vault.currentVersion(recordClass)
  if (recordClass === 'idImage')
    return uploadKeys(db, '', Number.MAX_SAFE_INTEGER).filter(
      (key) => (versionOfFile(join(uploadsDir, key)) ?? current) < current,
    ).length
  const prefix = `vault1:${recordClass}:${current}:%`
  return sealedColumns
    .filter((column) => column.recordClass === recordClass)
    .reduce(
      (sum, { table, column }) =>
        sum +
        (
          db
            .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} <> '' AND ${column} NOT LIKE ?`)
            .get(prefix) as { n: number }
        ).n,
      0,
    )
}

const uploadKeys = (db: SqlConnection, after: string, limit: number): string[] =>
  (db.prepare('SELECT key FROM uploads WHERE key > ? ORDER BY key LIMIT ?').all(after, limit) as { key: string }[]).map(
    (row) => row.key,
  )

/** Reseals one column's rows after `after` (by owner), at most `limit`; answers the last owner seen and the count. */
const resealRows = (db: SqlConnection, column: SealedColumn, after: number | string, limit: number) => {
  const rows = db
    .prepare(
      `SELECT ${column.owner} AS owner, ${column.column} AS sealed FROM ${column.table}
       WHERE ${column.owner} > ? ORDER BY ${column.owner} LIMIT ?`,
    )
    .all(after, limit) as { owner: number | string; sealed: string }[]
  let resealed = 0
  db.transaction(() => {
    for (const row of rows) {
      const next = column.reseal(db, row.owner, row.sealed)
      if (next === row.sealed) continue
      db.prepare(`UPDATE ${column.table} SET ${column.column} = ? WHERE ${column.owner} = ?`).run(next, row.owner)
      resealed += 1
    }
  })()
  return { last: rows.at(-1)?.owner, resealed }
}

/** Reseals one image file under the class's current key (the sealed copy replaces it by a rename). */
const resealFile = (vault: Vault, uploadsDir: string, key: string): boolean => {
  const path = join(uploadsDir, key)
  const sealed = readFileSync(path)
  const label = parseSealed(sealed)?.label
  if (!label || label.version === vault.currentVersion('idImage')) return false
  const clear = vault.openBytes(sealed, uploadContextOf(key))
  const next = `${path}.resealing`
  rmSync(next, { force: true })
  writeFileSync(next, vault.sealBytes('idImage', clear, uploadContextOf(key)), { flag: 'wx', mode: 0o600 })
  renameSync(next, path)
  return true
}

/**
 * Key rotation's second half (DECISIONS §28): after `/keys/approve` added a new data key, the leader reseals every
 * value still under an older key in slices of `sliceSize` records a call (`step`, on each market tick), while the
 * server serves. A class whose whole pass found nothing to reseal, at least a minute after its rotation, has its old
 * keys retired: no value is left under them, and none can be opened with them again.
 */
/** How often an idle job looks for a rotation another process approved. */
export const idleLookEveryMs = 60_000

export const createResealJob = (db: SqlConnection, uploadsDir: string, sliceSize = 200) => {
  // Where each column's (and the uploads') pass has got to; 'done' once it reached the end of its table.
  const cursors = new Map<string, number | string>()
  const resealedInPass = new Map<RecordClass, number>()
  const counted = (recordClass: RecordClass, resealed: number) =>
    resealedInPass.set(recordClass, (resealedInPass.get(recordClass) ?? 0) + resealed)

  const stepNumbers = (column: SealedColumn): void => {
    const name = `${column.table}.${column.column}`
    const at = cursors.get(name) ?? column.before
    if (at === 'done') return
    const { last, resealed } = resealRows(db, column, at, sliceSize)
    counted(column.recordClass, resealed)
    cursors.set(name, last ?? 'done')
  }
  const stepFiles = (vault: Vault): void => {
    const at = cursors.get('uploads') ?? ''
    if (at === 'done') return
    const keys = uploadKeys(db, String(at), sliceSize)
    counted('idImage', keys.filter((key) => resealFile(vault, uploadsDir, key)).length)
    cursors.set('uploads', keys.at(-1) ?? 'done')
  }
  const namesOf = (recordClass: RecordClass): string[] =>
    recordClass === 'idImage'
      ? ['uploads']
      : sealedColumns.filter((c) => c.recordClass === recordClass).map((c) => `${c.table}.${c.column}`)

  // While nothing is rotating the keys are read again only when this process changed them or a minute has passed
  // (another process may have rotated): a quiet tick asks the database nothing.
  let lookedAt: { at: number; keyChanges: number; rotating: boolean } | undefined
  const needsLook = (vault: Vault, now: number): boolean =>
    lookedAt === undefined ||
    lookedAt.rotating ||
    lookedAt.keyChanges !== vault.keyChanges ||
    now - lookedAt.at >= idleLookEveryMs

  return {
    /** One slice of work for every class that has older keys; answers whether any class still has them. */
    step: (now: number): boolean => {
      const vault = vaultOf(db)
      if (!needsLook(vault, now)) return false
      const rotating = vault.rotations().filter((rotation) => rotation.olderVersions.length > 0)
      lookedAt = { at: now, keyChanges: vault.keyChanges, rotating: rotating.length > 0 }
      for (const { recordClass, rotatedAt } of rotating) {
        if (recordClass === 'idImage') stepFiles(vault)
        else for (const column of sealedColumns) if (column.recordClass === recordClass) stepNumbers(column)
        const names = namesOf(recordClass)
        if (!names.every((name) => cursors.get(name) === 'done')) continue
        // A whole pass is over: a clean one (nothing left to reseal), a minute after the rotation, retires the old keys.
        const clean = (resealedInPass.get(recordClass) ?? 0) === 0
        for (const name of names) cursors.delete(name)
        resealedInPass.set(recordClass, 0)
        if (clean && now - rotatedAt >= retireAfterMs) vault.retireBelow(recordClass, vault.currentVersion(recordClass))
      }
      return rotating.length > 0
    },
  }
}
