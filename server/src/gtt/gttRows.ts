import { type DomainError, type Gtt, Price } from '@bourse/core'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { noteTriggerChange } from '../triggerChanges/noteTriggerChange.js'

/** A GTT order as stored (issue 30): its legs, where it stands, and what its firing did. */
export interface GttRow {
  readonly id: number
  readonly userId: number
  readonly code: string
  readonly type: Gtt.GttType
  /** The price the investor saw when placing it. */
  readonly lastPrice: string
  readonly legs: readonly Gtt.ArmedLeg[]
  readonly status: Gtt.GttStatus
  /** Why the order the firing placed was refused (`rejected`), as a catalogue key and its parameters. */
  readonly reason: DomainError | null
  readonly firedLeg: number | null
  readonly firedAt: number | null
  readonly firedPrice: string | null
  /** The position (filled at once) or pending order (waiting) the firing placed. */
  readonly orderRef: string | null
  readonly expiresAt: number
  readonly createdAt: number
  readonly updatedAt: number
}

interface StoredRow extends Omit<GttRow, 'legs' | 'reason'> {
  readonly legs: string
  readonly reason: string
}

const columns = `id, user_id AS "userId", code, type, last_price AS "lastPrice", legs, status, reason,
  fired_leg AS "firedLeg", fired_at AS "firedAt", fired_price AS "firedPrice", order_ref AS "orderRef",
  expires_at AS "expiresAt", created_at AS "createdAt", updated_at AS "updatedAt"`

type StoredLeg = Omit<Gtt.ArmedLeg, 'triggerPrice' | 'limitPrice'> & { triggerPrice: string; limitPrice: string }

const legsText = (legs: readonly Gtt.ArmedLeg[]): string =>
  JSON.stringify(
    legs.map(
      (leg): StoredLeg => ({
        ...leg,
        triggerPrice: leg.triggerPrice.toFixed(2),
        limitPrice: leg.limitPrice.toFixed(2),
      }),
    ),
  )

const rowOf = (stored: StoredRow): GttRow => ({
  ...stored,
  legs: (JSON.parse(stored.legs) as StoredLeg[]).map((leg) => ({
    ...leg,
    triggerPrice: Price.of(leg.triggerPrice),
    limitPrice: Price.of(leg.limitPrice),
  })),
  reason: stored.reason === '' ? null : (JSON.parse(stored.reason) as DomainError),
})

export type NewGtt = Pick<GttRow, 'userId' | 'code' | 'type' | 'lastPrice' | 'legs' | 'expiresAt' | 'createdAt'>

/** Stores a new active GTT; answers its id. */
export const insertGtt = (db: SqlConnection, gtt: NewGtt): number => {
  const id = insertedId(
    db,
    `INSERT INTO gtts (user_id, code, type, last_price, legs, status, expires_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
    gtt.userId,
    gtt.code,
    gtt.type,
    gtt.lastPrice,
    legsText(gtt.legs),
    gtt.expiresAt,
    gtt.createdAt,
    gtt.createdAt,
  )
  noteTriggerChange(db, gtt.userId, gtt.createdAt)
  return id
}

/** The caller's GTT `id`; someone else's and an unknown one answer alike. */
export const findOwnGtt = (db: SqlConnection, userId: number, id: number): GttRow | undefined => {
  const stored = db.prepare(`SELECT ${columns} FROM gtts WHERE id = ? AND user_id = ?`).get(id, userId) as
    | StoredRow
    | undefined
  return stored && rowOf(stored)
}

/** An investor's GTTs, newest first, deleted ones left out. */
export const listGtts = (db: SqlConnection, userId: number): GttRow[] =>
  (
    db
      .prepare(`SELECT ${columns} FROM gtts WHERE user_id = ? AND status <> 'deleted' ORDER BY id DESC`)
      .all(userId) as StoredRow[]
  ).map(rowOf)

/** How many of an investor's GTTs are active (250 at most). */
export const activeGttCount = (db: SqlConnection, userId: number): number =>
  (db.prepare("SELECT COUNT(*) AS n FROM gtts WHERE user_id = ? AND status = 'active'").get(userId) as { n: number }).n

/** An investor's active GTTs, for the trigger book. */
export const activeGttsOf = (db: SqlConnection, userId: number): GttRow[] =>
  (db.prepare(`SELECT ${columns} FROM gtts WHERE user_id = ? AND status = 'active'`).all(userId) as StoredRow[]).map(
    rowOf,
  )

// `status || ''`: no index on status may serve this, or SQLite (without statistics) walks every active row of the
// table by `*_active` for each slice of users — a build that grows with the square of the watches.
/** The active GTTs of users `first`…`last` (the book's build, a slice at a time). */
export const activeGttsBetween = (db: SqlConnection, first: number, last: number): GttRow[] =>
  (
    db
      .prepare(`SELECT ${columns} FROM gtts WHERE user_id BETWEEN ? AND ? AND status || '' = 'active'`)
      .all(first, last) as StoredRow[]
  ).map(rowOf)

/** Replaces an active GTT's legs and the price the investor saw (the owner's edit); answers whether it was active. */
export const updateGttLegs = (
  db: SqlConnection,
  gtt: Pick<GttRow, 'id' | 'userId' | 'lastPrice' | 'legs'>,
  now: number,
): boolean => {
  const changed =
    db
      .prepare("UPDATE gtts SET legs = ?, last_price = ?, updated_at = ? WHERE id = ? AND status = 'active'")
      .run(legsText(gtt.legs), gtt.lastPrice, now, gtt.id).changes === 1
  if (changed) noteTriggerChange(db, gtt.userId, now)
  return changed
}

/** Moves a GTT from `from` to `to` (cancel, delete, expire); answers whether this call moved it. */
export const moveGtt = (
  db: SqlConnection,
  gtt: Pick<GttRow, 'id' | 'userId'>,
  from: readonly Gtt.GttStatus[],
  to: Gtt.GttStatus,
  now: number,
): boolean => {
  const moved =
    db
      .prepare(
        `UPDATE gtts SET status = ?, updated_at = ? WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
      )
      .run(to, now, gtt.id, ...from).changes === 1
  if (moved) noteTriggerChange(db, gtt.userId, now)
  return moved
}

/**
 * Claims a GTT's firing by leg `leg` at `price`: only an active GTT moves (to `triggered`), so of two legs of an OCO,
 * or of two processes, one fires. Answers whether this call claimed it.
 */
export const claimGttFiring = (
  db: SqlConnection,
  gtt: Pick<GttRow, 'id' | 'userId'>,
  leg: number,
  price: string,
  now: number,
): boolean => {
  const claimed =
    db
      .prepare(
        `UPDATE gtts SET status = 'triggered', fired_leg = ?, fired_at = ?, fired_price = ?, updated_at = ?
         WHERE id = ? AND status = 'active'`,
      )
      .run(leg, now, price, now, gtt.id).changes === 1
  if (claimed) noteTriggerChange(db, gtt.userId, now)
  return claimed
}

/** What the fired leg's order did: the record it placed, or (status `rejected`) the engine's refusal. */
export const recordGttOutcome = (
  db: SqlConnection,
  gttId: number,
  outcome: { readonly orderRef: string } | { readonly refusal: DomainError },
  now: number,
): void => {
  if ('orderRef' in outcome)
    db.prepare('UPDATE gtts SET order_ref = ?, updated_at = ? WHERE id = ?').run(outcome.orderRef, now, gttId)
  else
    db.prepare("UPDATE gtts SET status = 'rejected', reason = ?, updated_at = ? WHERE id = ?").run(
      JSON.stringify(outcome.refusal),
      now,
      gttId,
    )
}
