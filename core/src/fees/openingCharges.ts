import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import { charge } from './charge.js'
import type { FeeSchedule } from './feeSchedule.js'

/** The three charges taken when a stock position opens (DECISIONS §2), each rounded once, and their sum. */
export interface OpeningCharges {
  readonly buyFee: Money
  readonly stampDuty: Money
  readonly spread: Money
  readonly total: Money
}

/**
 * Buy fee, stamp duty and spread on `notional`, each round2, summed.
 * Example: notional 10 550.00, schedule 0.0003 / 0.001, spread 0.0005 → 3.17 + 10.55 + 5.28 = 19.00.
 */
export const openingCharges = (notional: Money, schedule: FeeSchedule, spreadRate: Rate): OpeningCharges => {
  const buyFee = charge(notional, schedule.buyFee, schedule.rounding)
  const stampDuty = charge(notional, schedule.dutyFee, schedule.rounding)
  const spread = charge(notional, spreadRate, schedule.rounding)
  return { buyFee, stampDuty, spread, total: M.of(buyFee.plus(stampDuty).plus(spread)) }
}
