import { type JournalType, journalTypes } from '../engine/JournalEntry.js'
import { type Direction, sign } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { FigureAccount } from './assetBreakdown.js'

/** A position as the day's P&L needs it: open now, or closed since the day began. */
export interface DayPosition {
  readonly direction: Direction
  readonly openPrice: Price
  /** The instrument's previous close; unknown counts as the open price (no price P&L at the close). */
  readonly preClose: Price | undefined
  /** Rupees per point of price: shares for a stock, `eachPoint` × hands for a contract. */
  readonly perPoint: Money
  /** Stay fees accrued by the previous close (charged at close, DECISIONS §2). */
  readonly stayFees: Money
  readonly openedAt: number
}

/** One fund-flow line of a shown account: its type, signed amount and time. */
export interface DayJournalLine {
  readonly deType: string
  readonly deAmt: Money
  readonly balance: string
  readonly addTime: number
}

export interface DayBasis {
  /** The start of today's trading day (the previous day close). */
  readonly dayStart: number
  /** Equity now and the floating P&L in it (the card's figures). */
  readonly equityNow: Money
  readonly floatingNow: Money
  /** The accounts the card shows. */
  readonly accounts: readonly FigureAccount[]
  /** Fund-flow lines, any order; lines before `dayStart` or of other accounts are left out. */
  readonly journal: readonly DayJournalLine[]
  /** Open positions and positions closed since `dayStart`. */
  readonly positions: readonly DayPosition[]
}

/** The fees of moving money are not P&L (DECISIONS §20): the day's P&L carries them back with the money moved. */
const movingMoney: ReadonlySet<string> = new Set<JournalType>(['withdrawalFee', 'withdrawalFeeRefund'])

const booked = (type: string): boolean => {
  if (movingMoney.has(type)) return false
  const category = (journalTypes as Readonly<Record<string, string | undefined>>)[type as JournalType]
  return category === 'charge' || category === 'pnl'
}

/** A position's floating P&L at the previous close, rounded as a row is: 0 for one opened since. */
const floatingAtClose = (position: DayPosition, dayStart: number): Money => {
  if (position.openedAt >= dayStart) return M.zero
  const close = position.preClose ?? position.openPrice
  const pricePnl = M.round(close.minus(position.openPrice).times(position.perPoint).times(sign(position.direction)))
  return M.sub(pricePnl, position.stayFees)
}

/**
 * Equity at the previous day close of the shown accounts (DECISIONS §20), with today's deposits, withdrawals (and
 * their fees), transfers and adjustments carried back to it (they move money, they are not profit): equity now − today's charges
 * and realised P&L − floating now + the floating P&L of the positions then open at their previous close.
 * Example: equity now 50 120.00 with floating +120.00; today a buy fee −6.00 and a deposit of 10 000; one long of
 * 100 shares from 10.00, previous close 11.00 (floating then +100.00) → 50 120.00 + 6.00 − 120.00 + 100.00 = 50 106.00,
 * so the day's P&L is +14.00 (the price moved 0.20 × 100 = +20.00, less the fee).
 */
export const equityAtPreviousClose = (basis: DayBasis): Money => {
  const shown = new Set<string>(basis.accounts)
  const bookedToday = M.sum(
    basis.journal
      .filter((line) => line.addTime >= basis.dayStart && shown.has(line.balance.split('.')[0] ?? ''))
      .filter((line) => booked(line.deType))
      .map((line) => line.deAmt),
  )
  const floatingThen = M.sum(basis.positions.map((position) => floatingAtClose(position, basis.dayStart)))
  return M.add(M.sub(M.sub(basis.equityNow, bookedToday), basis.floatingNow), floatingThen)
}
