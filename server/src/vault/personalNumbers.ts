import type { SqlConnection } from '../store/SqlConnection.js'
import { vaultOf } from './vaultOfConnection.js'

/** A personal number as it is stored: sealed, its keyed hash for exact look-ups, its last 4 for masks and search. */
export interface StoredNumber {
  readonly sealed: string
  readonly hash: string
  readonly tail: string
}

type NumberClass = 'idNumber' | 'bankAccount'

/** The record a user's number is bound to: a sealed number copied to another user's row does not open. */
const contextOf = (userId: number, field: string) => `user:${userId}:${field}`

/** Spaces and case never make two numbers differ (core's checks already normalise; this is the look-up's side). */
export const normalisedNumber = (clear: string): string => clear.replace(/\s+/g, '').toUpperCase()

/** Seals a user's personal number (`field` names the column: `id_card`, `pan_code`, `bank_no`); '' stays ''. */
export const sealNumber = (
  db: SqlConnection,
  recordClass: NumberClass,
  userId: number,
  field: string,
  clear: string,
): StoredNumber => {
  if (clear === '') return { sealed: '', hash: '', tail: '' }
  const vault = vaultOf(db)
  const number = normalisedNumber(clear)
  return {
    sealed: vault.sealText(recordClass, number, contextOf(userId, field)),
    hash: vault.lookupHash(recordClass, number),
    tail: number.slice(-4),
  }
}

/** Opens a number `sealNumber` sealed for the same user and column; '' stays ''. */
export const openNumber = (db: SqlConnection, userId: number, field: string, sealed: string): string =>
  sealed === '' ? '' : vaultOf(db).openText(sealed, contextOf(userId, field))

/** The keyed hash an exact look-up of a number compares with the stored ones. */
export const lookupHashOf = (db: SqlConnection, recordClass: NumberClass, clear: string): string =>
  vaultOf(db).lookupHash(recordClass, normalisedNumber(clear))

/** Seals again under the class's current key a number sealed under an older one. */
export const resealNumber = (db: SqlConnection, userId: number, field: string, sealed: string): string => {
  const vault = vaultOf(db)
  const label = vault.labelOf(sealed)
  if (!label || label.version === vault.currentVersion(label.recordClass)) return sealed
  return vault.sealText(label.recordClass, openNumber(db, userId, field, sealed), contextOf(userId, field))
}
