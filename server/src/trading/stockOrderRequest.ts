import type { Price } from '@bourse/core'
import { Direction, Shares, type StockOrder } from '@bourse/core'

/** The decoded order fields shared by `/user/buy.do` and `/user/addOrder.do`. */
export interface OrderFields {
  readonly buyNum: number
  readonly buyType: 0 | 1
  readonly lever: number
  readonly profitTarget?: Price.Price
  readonly stopLoss?: Price.Price
}

/** The engine's order request from the payload: `buyNum` is shares, `buyType` 0 long / 1 short (DECISIONS §2). */
export const stockOrderRequest = (fields: OrderFields): StockOrder.StockOrderRequest => ({
  direction: Direction.fromBuyType(fields.buyType),
  shares: Shares.of(fields.buyNum),
  lever: fields.lever,
  profitTarget: fields.profitTarget,
  stopLoss: fields.stopLoss,
})
