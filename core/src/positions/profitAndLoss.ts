import type { Direction } from '../market/Direction.js'
import { sign } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Shares } from '../money/Shares.js'

/**
 * P&L of a stock position at `close` (DECISIONS §2): (close − open) × shares, negated for a short.
 * Leverage changes the margin, not the P&L. Exact; it is rounded where it is booked.
 * Example: long 200 shares opened at 10.00, now 10.55 → 110.00; the same short → −110.00.
 */
export const profitAndLoss = (direction: Direction, open: Price, close: Price, shares: Shares): Money =>
  M.of(close.minus(open).times(shares).times(sign(direction)))
