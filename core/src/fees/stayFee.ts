import type { Money } from '../money/Money.js'
import { charge } from './charge.js'
import type { FeeSchedule } from './feeSchedule.js'

/** One trading day's overnight fee: round2(open notional × stayFee). Example: 10 550.00 × 0.0005 = 5.275 → 5.28. */
export const stayFee = (openNotional: Money, schedule: FeeSchedule): Money =>
  charge(openNotional, schedule.stayFee, schedule.rounding)
