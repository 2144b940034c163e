import { fromJson, type Ipo } from '@bourse/core'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A stored application: its owner and listing, and the engine's application as the last event left it. */
export interface IpoApplicationRow {
  readonly id: number
  readonly userId: number
  readonly listingId: number
  readonly status: Ipo.IpoApplication.IpoStatus
  readonly application: Ipo.IpoApplication.IpoApplication
  readonly createdAt: number
}

interface Stored {
  readonly id: number
  readonly user_id: number
  readonly listing_id: number
  readonly status: number
  readonly data: string
  readonly created_at: number
}

const rowOf = (row: Stored): IpoApplicationRow => ({
  id: row.id,
  userId: row.user_id,
  listingId: row.listing_id,
  status: row.status as Ipo.IpoApplication.IpoStatus,
  application: fromJson<Ipo.IpoApplication.IpoApplication>(row.data),
  createdAt: row.created_at,
})

const columns = 'id, user_id, listing_id, status, data, created_at'

/**
 * Reserves the row of a new application and answers its id, which is the engine's `applicationId`. Call inside the
 * transaction that runs `applyIpo`: the event's projection fills in status and data, a refusal rolls the row back.
 */
export const insertApplication = (db: SqlConnection, userId: number, listingId: number, now: number): number =>
  insertedId(
    db,
    `INSERT INTO ipo_applications (user_id, listing_id, status, data, created_at) VALUES (?, ?, 1, '{}', ?)`,
    userId,
    listingId,
    now,
  )

/** Whether the user already has an application for the listing. */
export const hasApplied = (db: SqlConnection, userId: number, listingId: number): boolean =>
  db.prepare('SELECT 1 FROM ipo_applications WHERE user_id = ? AND listing_id = ?').get(userId, listingId) !== undefined

/** The user's application `id`; someone else's or an unknown id is `undefined` alike. */
export const applicationOfUser = (db: SqlConnection, userId: number, id: number): IpoApplicationRow | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM ipo_applications WHERE id = ? AND user_id = ?`).get(id, userId) as
    | Stored
    | undefined
  return row && rowOf(row)
}

/** The user's applications, newest first. */
export const applicationsOfUser = (db: SqlConnection, userId: number): IpoApplicationRow[] =>
  (
    db.prepare(`SELECT ${columns} FROM ipo_applications WHERE user_id = ? ORDER BY id DESC`).all(userId) as Stored[]
  ).map(rowOf)

/** A listing's applications in `status`, in id order. */
export const applicationsOfListing = (
  db: SqlConnection,
  listingId: number,
  status: Ipo.IpoApplication.IpoStatus,
): IpoApplicationRow[] =>
  (
    db
      .prepare(`SELECT ${columns} FROM ipo_applications WHERE listing_id = ? AND status = ? ORDER BY id`)
      .all(listingId, status) as Stored[]
  ).map(rowOf)

/** Every application in `status` (3 awaiting payment, 4 paid), in id order. */
export const applicationsInStatus = (db: SqlConnection, status: Ipo.IpoApplication.IpoStatus): IpoApplicationRow[] =>
  (db.prepare(`SELECT ${columns} FROM ipo_applications WHERE status = ? ORDER BY id`).all(status) as Stored[]).map(
    rowOf,
  )
