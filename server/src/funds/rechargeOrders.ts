import { randomBytes } from 'node:crypto'
import { Money, Recharge } from '@bourse/core'
import { announceAccountChange, announceStaffItem } from '../live/liveAnnouncements.js'
import type { SqlConnection, SqlValue } from '../store/SqlConnection.js'

/** A stored recharge order (`recharge_orders`). */
export interface RechargeOrderRow {
  readonly id: number
  readonly orderSn: string
  readonly userId: number
  readonly amount: Money.Money
  readonly payChannel: number
  readonly provider: string
  readonly status: Recharge.RechargeStatus
  readonly createdAt: number
  readonly expiresAt: number
  readonly settledAt: number | null
  /** Who closed it: `provider:sandbox`, `staff:<name>` or `expiry`. */
  readonly settledBy: string
  /** The bank reference of a hand confirmation, or the reason of a hand failure. */
  readonly note: string
}

interface StoredRow {
  id: number
  order_sn: string
  user_id: number
  amount: string
  pay_channel: number
  provider: string
  status: number
  created_at: number
  expires_at: number
  settled_at: number | null
  settled_by: string
  note: string
}

const columns =
  'id, order_sn, user_id, amount, pay_channel, provider, status, created_at, expires_at, settled_at, settled_by, note'

const fromRow = (row: StoredRow): RechargeOrderRow => ({
  id: row.id,
  orderSn: row.order_sn,
  userId: row.user_id,
  amount: Money.of(row.amount),
  payChannel: row.pay_channel,
  provider: row.provider,
  status: row.status as Recharge.RechargeStatus,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  settledAt: row.settled_at,
  settledBy: row.settled_by,
  note: row.note,
})

/** Core's view of a stored order, for its rules. */
export const rechargeOrderOf = (row: RechargeOrderRow): Recharge.RechargeOrder => ({
  amount: row.amount,
  status: row.status,
  createdAt: row.createdAt,
})

const stamp = (now: number): string => new Date(now).toISOString().replace(/\D/g, '').slice(0, 14)

/** A new order number such as `R20261124035900` + 16 hex digits: unguessable, since it opens the payment page. */
export const newOrderSn = (now: number): string => `R${stamp(now)}${randomBytes(8).toString('hex')}`

/** Stores a new waiting order; answers it. */
export const insertRechargeOrder = (
  db: SqlConnection,
  order: { orderSn: string; userId: number; amount: Money.Money; payChannel: number; provider: string; now: number },
): RechargeOrderRow => {
  const expiresAt = Recharge.expiresAt({ amount: order.amount, status: 0, createdAt: order.now })
  db.prepare(
    `INSERT INTO recharge_orders (order_sn, user_id, amount, pay_channel, provider, status, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
  ).run(order.orderSn, order.userId, Money.toText(order.amount), order.payChannel, order.provider, order.now, expiresAt)
  announceRecharge(db, order.userId, order.orderSn, 'created', order.now)
  return findRechargeBySn(db, order.orderSn) as RechargeOrderRow
}

/** An order by its number, whoever owns it (the payment page and notifications name it by number alone). */
export const findRechargeBySn = (db: SqlConnection, orderSn: string): RechargeOrderRow | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM recharge_orders WHERE order_sn = ?`).get(orderSn) as
    | StoredRow
    | undefined
  return row && fromRow(row)
}

/**
 * How many of a user's orders can still be paid at `now` (at most 10 may, DECISIONS §10); one past its deadline
 * that the expiry pass has not reached yet no longer counts.
 */
export const waitingRechargeCount = (db: SqlConnection, userId: number, now: number): number =>
  (
    db
      .prepare('SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ? AND status = 0 AND expires_at > ?')
      .get(userId, now) as { n: number }
  ).n

/** The live sockets' name of each order status (issue 36). */
const rechargeAction = ['waiting', 'paid', 'failed', 'cancelled'] as const

/** Tells the investor's live sockets and finance's queue of an order's step, once it commits. */
const announceRecharge = (db: SqlConnection, userId: number, orderSn: string, action: string, at: number): void => {
  announceAccountChange(db, userId, { topic: 'recharge', action, ref: orderSn }, at)
  announceStaffItem(db, 'recharge', orderSn, action, at)
}

/** Records an order's final status; answers false when it was no longer waiting (someone else closed it first). */
export const closeRechargeOrder = (
  db: SqlConnection,
  orderSn: string,
  close: { status: Recharge.RechargeStatus; settledBy: string; note: string; now: number },
  userId: number,
): boolean => {
  const closed =
    db
      .prepare(
        `UPDATE recharge_orders SET status = ?, settled_at = ?, settled_by = ?, note = ?
       WHERE order_sn = ? AND status = 0`,
      )
      .run(close.status, close.now, close.settledBy, close.note, orderSn).changes === 1
  if (closed) announceRecharge(db, userId, orderSn, rechargeAction[close.status], close.now)
  return closed
}

/** Filters of the top-up list. */
export interface RechargeQuery {
  readonly userId?: number
  readonly payChannel?: number
  readonly status?: number
  readonly pageNum: number
  readonly pageSize: number
  /** Oldest first (the staff queue) rather than newest first (the investor's list). */
  readonly oldestFirst?: boolean
}

/** A page of orders matching `query`, and how many match in all. */
export const rechargePage = (db: SqlConnection, query: RechargeQuery): { rows: RechargeOrderRow[]; total: number } => {
  const conditions: [string, SqlValue | undefined][] = [
    ['user_id = ?', query.userId],
    ['pay_channel = ?', query.payChannel],
    ['status = ?', query.status],
  ]
  const used = conditions.filter(([, value]) => value !== undefined)
  const where = used.map(([sql]) => sql)
  const params = used.map(([, value]) => value as SqlValue)
  const filter = where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM recharge_orders ${filter}`).get(...params) as { n: number }).n
  const rows = db
    .prepare(
      `SELECT ${columns} FROM recharge_orders ${filter} ORDER BY id ${query.oldestFirst ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
    )
    .all(...params, query.pageSize, (query.pageNum - 1) * query.pageSize) as StoredRow[]
  return { rows: rows.map(fromRow), total }
}

/** Waiting orders whose payment window has closed at `now`, oldest first, at most `limit`. */
export const dueRechargeOrders = (db: SqlConnection, now: number, limit = 500): RechargeOrderRow[] =>
  (
    db
      .prepare(
        `SELECT ${columns} FROM recharge_orders WHERE status = 0 AND expires_at <= ? ORDER BY expires_at LIMIT ?`,
      )
      .all(now, limit) as StoredRow[]
  ).map(fromRow)

/** Logs a notification received for an order and the status it found or left (the provider's audit). */
export const logNotification = (
  db: SqlConnection,
  entry: { orderSn: string; bodyHash: string; outcome: string; orderStatus: number; now: number },
): void => {
  db.prepare(
    'INSERT INTO payment_notifications (order_sn, body_hash, outcome, order_status, received_at) VALUES (?, ?, ?, ?, ?)',
  ).run(entry.orderSn, entry.bodyHash, entry.outcome, entry.orderStatus, entry.now)
}
