import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/** What a position row carries for its floating P&L: the price P&L at the quote and, for stock, accrued stay fees. */
export interface FloatingRow {
  /** (price − open) × quantity, negated for a short, at the row's quote (the wire's `profitAndLose`). */
  readonly profitAndLose: Money
  /** Stay fees accrued and not yet charged (stock positions; contracts have none). */
  readonly orderStayFee?: Money
}

/**
 * A position's floating P&L (DECISIONS §20): the price P&L at the quote − accrued stay fees. Opening charges (buy fee,
 * stamp duty, spread, contract fee) already left the balance and are not in it.
 * Example: long 200 shares from 10.00 to 9.30 → price P&L −140.00, stay fees 2.27 → −142.27.
 */
export const positionFloating = (row: FloatingRow): Money => M.sub(row.profitAndLose, row.orderStayFee ?? M.zero)

/**
 * An account's floating P&L: the sum of its rows' floating P&L at the same quotes, so a card and the rows it
 * summarises agree to the paisa. Example: −142.27 and +20.32 → −121.95; no open position → 0.00.
 */
export const accountFloating = (rows: readonly FloatingRow[]): Money => M.sum(rows.map(positionFloating))
