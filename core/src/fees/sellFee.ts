import type { Money } from '../money/Money.js'
import { charge } from './charge.js'
import type { FeeSchedule } from './feeSchedule.js'

/** Sell fee on closing: round2(close notional × sellFee). Example: 10 800.00 × 0.0003 = 3.24. */
export const sellFee = (closeNotional: Money, schedule: FeeSchedule): Money =>
  charge(closeNotional, schedule.sellFee, schedule.rounding)
