import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** The queue row of a strong-buy application; the application itself lives in the owner's engine state. */
export interface StrongBuyQueueRow {
  readonly id: number
  readonly userId: number
  readonly code: string
  readonly tradingDay: string
  readonly settlesAt: number
}

/**
 * Reserves the queue row of a new application and answers its id, the engine's `applicationId`. Call inside the
 * transaction that runs `applyStrongBuy`; a refusal rolls the row back.
 */
export const insertQueueRow = (
  db: SqlConnection,
  userId: number,
  code: string,
  tradingDay: string,
  settlesAt: number,
  now: number,
): number =>
  insertedId(
    db,
    `INSERT INTO strong_buy_orders (user_id, code, trading_day, settles_at, status, created_at)
         VALUES (?, ?, ?, ?, 0, ?)`,
    userId,
    code,
    tradingDay,
    settlesAt,
    now,
  )

/** Waiting applications whose session has ended by `now`, in id order. */
export const dueQueueRows = (db: SqlConnection, now: number): StrongBuyQueueRow[] =>
  db
    .prepare(
      `SELECT id, user_id AS userId, code, trading_day AS tradingDay, settles_at AS settlesAt
       FROM strong_buy_orders WHERE status = 0 AND settles_at <= ? ORDER BY id`,
    )
    .all(now) as StrongBuyQueueRow[]

/** Stores the audit of one stock's lottery on one trading day, in the transaction that books its fills. */
export const saveLotteryAudit = (
  db: SqlConnection,
  code: string,
  tradingDay: string,
  audit: unknown,
  now: number,
): void => {
  db.prepare('INSERT INTO strong_buy_lotteries (code, trading_day, audit, at) VALUES (?, ?, ?, ?)').run(
    code,
    tradingDay,
    JSON.stringify(audit),
    now,
  )
}

/** The stored audit of a stock's strong-buy lottery on a trading day, if it ran. */
export const lotteryAuditOf = (db: SqlConnection, code: string, tradingDay: string): unknown =>
  (
    db.prepare('SELECT audit FROM strong_buy_lotteries WHERE code = ? AND trading_day = ?').get(code, tradingDay) as
      | { audit: string }
      | undefined
  )?.audit
