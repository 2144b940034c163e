import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eraseFreedContent } from '../store/eraseFreedContent.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { sealNumber } from './personalNumbers.js'
import { isSealed } from './sealedValue.js'
import { uploadContextOf } from './uploadContext.js'
import type { Vault } from './Vault.js'

const sealedPrefix = 'vault1:%'

const sealUsersNumbers = (db: SqlConnection): number => {
  const rows = db
    .prepare(
      `SELECT id, id_card AS idCard, pan_code AS panCode FROM users
       WHERE (id_card <> '' AND id_card NOT LIKE ?) OR (pan_code <> '' AND pan_code NOT LIKE ?)`,
    )
    .all(sealedPrefix, sealedPrefix) as { id: number; idCard: string; panCode: string }[]
  for (const row of rows) {
    const id = isSealed(row.idCard) ? undefined : sealNumber(db, 'idNumber', row.id, 'id_card', row.idCard)
    const pan = isSealed(row.panCode) ? undefined : sealNumber(db, 'idNumber', row.id, 'pan_code', row.panCode)
    if (id)
      db.prepare('UPDATE users SET id_card = ?, id_card_hash = ?, id_card_tail = ? WHERE id = ?').run(
        id.sealed,
        id.hash,
        id.tail,
        row.id,
      )
    if (pan)
      db.prepare('UPDATE users SET pan_code = ?, pan_code_tail = ? WHERE id = ?').run(pan.sealed, pan.tail, row.id)
  }
  return rows.length
}

const sealBankNumbers = (db: SqlConnection): number => {
  const rows = db
    .prepare("SELECT user_id AS userId, bank_no AS bankNo FROM bank_cards WHERE bank_no <> '' AND bank_no NOT LIKE ?")
    .all(sealedPrefix) as { userId: number; bankNo: string }[]
  for (const row of rows) {
    const number = sealNumber(db, 'bankAccount', row.userId, 'bank_no', row.bankNo)
    db.prepare('UPDATE bank_cards SET bank_no = ?, bank_no_hash = ?, bank_no_tail = ? WHERE user_id = ?').run(
      number.sealed,
      number.hash,
      number.tail,
      row.userId,
    )
  }
  return rows.length
}

/** Seals every image file of the uploads folder still in clear: the sealed copy replaces it by a rename. */
const sealImageFiles = (vault: Vault, uploadsDir: string): number => {
  let sealed = 0
  const names = (() => {
    try {
      return readdirSync(uploadsDir).filter((name) => /^[A-Za-z0-9_-]{32}$/.test(name))
    } catch {
      return []
    }
  })()
  for (const name of names) {
    const path = join(uploadsDir, name)
    const bytes = readFileSync(path)
    if (isSealed(bytes)) continue
    const next = `${path}.sealing`
    rmSync(next, { force: true })
    writeFileSync(next, vault.sealBytes('idImage', bytes, uploadContextOf(name)), { flag: 'wx', mode: 0o600 })
    renameSync(next, path)
    sealed += 1
  }
  return sealed
}

/**
 * The upgrade to a sealed store (issue 32): a database and uploads folder written before the vault existed hold ID
 * numbers, PANs, bank account numbers and images in clear. Seals them all in one transaction (the files by rename),
 * then rewrites SQLite's file so that no freed page keeps a clear number. Answers how many records and files.
 */
export const sealClearData = (
  db: SqlConnection,
  vault: Vault,
  uploadsDir: string,
): { readonly records: number; readonly files: number } => {
  const records = db.transaction(() => sealUsersNumbers(db) + sealBankNumbers(db))()
  const files = sealImageFiles(vault, uploadsDir)
  if (records > 0) eraseFreedContent(db)
  return { records, files }
}
