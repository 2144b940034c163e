import { fromJson, Ipo, Result, toJson } from '@bourse/core'
import { WriteConflictError } from '../accounts/writeConflict.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A stored listing: core's `IpoListing`, and once its lottery has run, the audit anyone can recompute. */
export interface IpoListingRow {
  readonly id: number
  readonly listing: Ipo.IpoListing
  readonly audit: Ipo.Lottery.LotteryAudit | undefined
}

interface Stored {
  readonly id: number
  readonly data: string
  readonly audit: string | null
}

const rowOf = (row: Stored): IpoListingRow => ({
  id: row.id,
  listing: fromJson<Ipo.IpoListing>(row.data),
  audit: row.audit === null ? undefined : (JSON.parse(row.audit) as Ipo.Lottery.LotteryAudit),
})

/**
 * Adds a listing unless one of its code is stored; answers the row id either way. A new share still to list is
 * refused for a code the market trades (core `checkNewShareCode`, issue 35): the simulator's instruments are the
 * listed codes.
 */
export const insertListing = (db: SqlConnection, listing: Ipo.IpoListing, now: number): Result.Result<number> => {
  const trades = db.prepare('SELECT 1 AS one FROM instruments WHERE code = ?').get(listing.code) !== undefined
  const checked = Ipo.checkNewShareCode(listing, trades, now)
  if (!checked.ok) return checked
  db.prepare('INSERT INTO ipo_listings (code, data) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
    listing.code,
    toJson(listing),
  )
  return Result.ok((db.prepare('SELECT id FROM ipo_listings WHERE code = ?').get(listing.code) as { id: number }).id)
}

/** Every listing, oldest row first. */
export const allListings = (db: SqlConnection): IpoListingRow[] =>
  (db.prepare('SELECT id, data, audit FROM ipo_listings ORDER BY id').all() as Stored[]).map(rowOf)

export const listingById = (db: SqlConnection, id: number): IpoListingRow | undefined => {
  const row = db.prepare('SELECT id, data, audit FROM ipo_listings WHERE id = ?').get(id) as Stored | undefined
  return row && rowOf(row)
}

export const listingByCode = (db: SqlConnection, code: string): IpoListingRow | undefined => {
  const row = db.prepare('SELECT id, data, audit FROM ipo_listings WHERE code = ?').get(code) as Stored | undefined
  return row && rowOf(row)
}

/** Listings whose lottery is due at `now` and has not run yet. */
export const awaitingLottery = (listings: readonly IpoListingRow[], now: number): IpoListingRow[] =>
  listings.filter((row) => row.audit === undefined && now >= row.listing.applicationDeadline)

/**
 * Stores a listing's lottery audit; written once, in the transaction that books its allotments. A listing whose
 * lottery another server process ran meanwhile throws `WriteConflictError`: the transaction rolls back whole.
 */
export const saveAudit = (db: SqlConnection, id: number, audit: Ipo.Lottery.LotteryAudit): void => {
  const saved = db
    .prepare('UPDATE ipo_listings SET audit = ? WHERE id = ? AND audit IS NULL')
    .run(JSON.stringify(audit), id)
  if (saved.changes !== 1) throw new WriteConflictError(`the lottery of IPO listing ${id}`)
}
