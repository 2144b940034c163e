import { type BlockTradeBought, fromJson, toJson } from '@bourse/core'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A block-trade order as its record shows it: the product, the position it opened and the fill. */
export interface BlockTradeOrderRow {
  readonly id: number
  readonly productId: number
  readonly positionSn: string
  readonly stockName: string
  readonly fill: BlockTradeBought['fill']
  readonly createdAt: number
}

interface Stored {
  readonly id: number
  readonly product_id: number
  readonly position_sn: string
  readonly data: string
  readonly created_at: number
}

/** Records a filled order, in the transaction of its `buyBlockTrade` command; answers the record id. */
export const insertOrder = (
  db: SqlConnection,
  userId: number,
  productId: number,
  event: BlockTradeBought,
  now: number,
): number =>
  insertedId(
    db,
    'INSERT INTO block_trade_orders (user_id, product_id, position_sn, data, created_at) VALUES (?, ?, ?, ?, ?)',
    userId,
    productId,
    event.position.positionSn,
    toJson({ stockName: event.position.stockName, fill: event.fill }),
    now,
  )

/** The user's block-trade orders, newest first. */
export const ordersOfUser = (db: SqlConnection, userId: number): BlockTradeOrderRow[] =>
  (
    db
      .prepare(
        'SELECT id, product_id, position_sn, data, created_at FROM block_trade_orders WHERE user_id = ? ORDER BY id DESC',
      )
      .all(userId) as Stored[]
  ).map((row) => {
    const data = fromJson<{ stockName: string; fill: BlockTradeBought['fill'] }>(row.data)
    return {
      id: row.id,
      productId: row.product_id,
      positionSn: row.position_sn,
      stockName: data.stockName,
      fill: data.fill,
      createdAt: row.created_at,
    }
  })
