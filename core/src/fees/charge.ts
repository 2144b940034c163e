import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import * as Rounding from '../money/Rounding.js'

/**
 * One charge: `base × rate`, rounded once as `rounding` says (DECISIONS §1).
 * Example: 12 345.00 × 0.0003 = 3.7035 → 3.70.
 */
export const charge = (base: Money, rate: Rate, rounding: Rounding.Rounding = Rounding.twoDecimalsHalfUp): Money =>
  M.round(base.times(rate), rounding)
