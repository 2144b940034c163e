import type { FeeSchedule } from '../fees/feeSchedule.js'
import { stayFee } from '../fees/stayFee.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import type { StockPosition } from './StockPosition.js'

/**
 * A trading day's close for an open position (DECISIONS §2): accrue round2(open notional × stayFee) and count
 * the day. Example: long 1 000 shares opened at 10.55 (notional 10 550.00), stayFee 0.0005 → +5.28 a day.
 */
export const accrueStayDay = <T extends StockPosition>(position: T, schedule: FeeSchedule): T => ({
  ...position,
  stayFees: M.add(position.stayFees, stayFee(P.notional(position.openPrice, position.shares), schedule)),
  stayDays: position.stayDays + 1,
})

/** True when a position must be closed at the session end: `stayMaxDays` > 0 and reached. 0 means no limit. */
export const reachedStayMaxDays = (stayDays: number, stayMaxDays: number): boolean =>
  stayMaxDays > 0 && stayDays >= stayMaxDays
