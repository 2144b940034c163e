import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/** Margin frozen for an order: round2(notional ÷ lever) (DECISIONS §1). Example: 10 550.00 ÷ 30 = 351.666… → 351.67. */
export const margin = (notional: Money, lever: number): Money => M.round(notional.dividedBy(lever))
