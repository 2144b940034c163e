import type { Direction } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Shares } from '../money/Shares.js'
import { profitAndLoss } from '../positions/profitAndLoss.js'

/**
 * What the risk loop needs of an open position. `quantity` is the P&L of a one-unit price move:
 * the shares of a stock position, or eachPoint × hands of an index or futures contract.
 */
export interface RiskPosition {
  readonly symbol: string
  readonly direction: Direction
  readonly openPrice: Price
  readonly quantity: Shares
  /** Stay (overnight) fees accrued and not yet charged; they count against the account now. */
  readonly stayFees: Money
}

/** The current price of every symbol the account holds; the caller guarantees one for each. */
export type PriceOf = (symbol: string) => Price

/**
 * One position's contribution to floating P&L: P&L at `price` minus accrued stay fees, exact.
 * Example: long 200 shares from 10.00, now 9.50, 3.00 of stay fees → −100.00 − 3.00 = −103.00.
 */
export const positionFloating = (position: RiskPosition, price: Price): Money =>
  M.sub(profitAndLoss(position.direction, position.openPrice, price, position.quantity), position.stayFees)

/**
 * Floating P&L of an account (DECISIONS §6): Σ (P&L at the current price − accrued stay fees), exact (not rounded).
 * Example: the position above plus a short 100 shares from 20.00 now 19.00 (no fees) → −103.00 + 100.00 = −3.00.
 */
export const accountFloating = (positions: readonly RiskPosition[], priceOf: PriceOf): Money =>
  M.sum(positions.map((position) => positionFloating(position, priceOf(position.symbol))))
