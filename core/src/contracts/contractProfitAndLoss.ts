import type { Direction } from '../market/Direction.js'
import { sign } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'

/**
 * P&L of a contract position (DECISIONS §7): (close − open) points × eachPoint × hands, negated for a short.
 * Exact; rounded where it is booked. Example: long 3 hands, eachPoint 10, from 3 100.5 to 3 112.0 → 11.5 × 30 = 345;
 * the short loses 345.
 */
export const contractProfitAndLoss = (
  direction: Direction,
  openPoint: Price,
  closePoint: Price,
  eachPoint: Money,
  hands: number,
): Money => M.of(closePoint.minus(openPoint).times(eachPoint).times(hands).times(sign(direction)))
