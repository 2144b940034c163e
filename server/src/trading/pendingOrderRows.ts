import { fromJson, type PendingOrder, Price } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A pending order as the read table holds it, with the price its placement saw (`marketPrice`). */
export interface PendingOrderRow {
  readonly userId: number
  readonly order: PendingOrder
  readonly marketPrice: Price.Price | undefined
}

interface RawRow {
  readonly user_id: number
  readonly data: string
  readonly market_price: string | null
}

const select = `SELECT p.user_id, p.data, m.market_price FROM pending_orders p
  LEFT JOIN pending_order_prices m ON m.order_id = p.id`

const rowOf = (raw: RawRow): PendingOrderRow => ({
  userId: raw.user_id,
  order: fromJson<PendingOrder>(raw.data),
  marketPrice: raw.market_price === null ? undefined : Price.of(raw.market_price),
})

/** The caller's own pending order; a foreign or unknown id gives `undefined` alike. */
export const findOwnPendingOrder = (
  db: SqlConnection,
  userId: number,
  orderId: string,
): PendingOrderRow | undefined => {
  const raw = db.prepare(`${select} WHERE p.id = ? AND p.user_id = ?`).get(orderId, userId) as RawRow | undefined
  return raw && rowOf(raw)
}

/** A page of the caller's pending orders of every status, newest first, and the total. */
export const listPendingOrders = (
  db: SqlConnection,
  userId: number,
  pageNum: number,
  pageSize: number,
): { readonly rows: PendingOrderRow[]; readonly total: number } => {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM pending_orders WHERE user_id = ?').get(userId) as { n: number })
    .n
  const raws = db
    .prepare(`${select} WHERE p.user_id = ? ORDER BY p.created_at DESC, CAST(p.id AS INTEGER) DESC LIMIT ? OFFSET ?`)
    .all(userId, pageSize, (pageNum - 1) * pageSize) as RawRow[]
  return { rows: raws.map(rowOf), total }
}

/** Remembers the price a placement saw, shown as the order's `marketPrice` (the engine keeps only the side). */
export const savePlacementPrice = (db: SqlConnection, orderId: string, price: Price.Price): void => {
  db.prepare(`INSERT INTO pending_order_prices (order_id, market_price) VALUES (?, ?)
     ON CONFLICT (order_id) DO UPDATE SET market_price = excluded.market_price`).run(orderId, price.toFixed(2))
}
