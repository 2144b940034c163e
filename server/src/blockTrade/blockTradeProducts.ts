import { type Ipo, type Market, Rate, Shares } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A stored product: core's `BlockTradeProduct` under its row id (the `id` the client orders by). */
export interface BlockTradeProductRow {
  readonly id: number
  readonly product: Ipo.BlockTrade.BlockTradeProduct
}

interface Stored {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly market: string
  readonly discount: string
  readonly min_quantity: number
}

const select = `SELECT p.id, p.code, i.name, i.market, p.discount, p.min_quantity
  FROM block_trade_products p JOIN instruments i ON i.code = p.code`

const rowOf = (row: Stored): BlockTradeProductRow => ({
  id: row.id,
  product: {
    code: row.code,
    name: row.name,
    market: row.market as Market,
    discount: Rate.of(row.discount),
    minQuantity: Shares.of(row.min_quantity),
  },
})

/** Offers `code` at `discount` below its market price from `minQuantity` shares; once per code. */
export const insertProduct = (db: SqlConnection, code: string, discount: Rate.Rate, minQuantity: number): number => {
  db.prepare(
    'INSERT INTO block_trade_products (code, discount, min_quantity) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(code, discount.toString(), minQuantity)
  return (db.prepare('SELECT id FROM block_trade_products WHERE code = ?').get(code) as { id: number }).id
}

/** Every product, in id order. */
export const allProducts = (db: SqlConnection): BlockTradeProductRow[] =>
  (db.prepare(`${select} ORDER BY p.id`).all() as Stored[]).map(rowOf)

export const productById = (db: SqlConnection, id: number): BlockTradeProductRow | undefined => {
  const row = db.prepare(`${select} WHERE p.id = ?`).get(id) as Stored | undefined
  return row && rowOf(row)
}
