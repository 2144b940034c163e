import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/**
 * The deposit frozen for a contract order: round2(depositAmt × hands ÷ lever), rounded once, half-up.
 * Example: depositAmt 1 000, 3 hands, lever 20 → 3 000 ÷ 20 = 150.00; depositAmt 333.33, 1 hand, lever 20 → 16.6665 → 16.67.
 */
export const contractDeposit = (depositAmt: Money, hands: number, lever: number): Money =>
  M.round(depositAmt.times(hands).dividedBy(lever))
