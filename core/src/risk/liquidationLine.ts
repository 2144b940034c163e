import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'

/**
 * The loss at which an account is liquidated (DECISIONS §6): round2((available + frozen) × percent),
 * rounded once, half-up. Example: available 7 000.00, frozen 3 000.55, percent 0.8 → 10 000.55 × 0.8 = 8 000.44.
 */
export const liquidationLine = (available: Money, frozen: Money, percent: Rate): Money =>
  M.round(available.plus(frozen).times(percent))

/**
 * The floating loss at which the daily warning is due: (available + frozen) × remindRatio, kept exact
 * because it is a threshold, not a charge. Example: 10 000.55 × 0.5 = 5 000.275.
 */
export const warningLevel = (available: Money, frozen: Money, remindRatio: Rate): Money =>
  M.of(available.plus(frozen).times(remindRatio))
