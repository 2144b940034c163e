import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/**
 * An account's profit and loss as the spec's user info means it (`allProfitAndLose`): the sum of its open positions'
 * `allProfitAndLose` (P&L at the current price net of their charges), so the card agrees with the rows.
 * Example: +19.00 and −4.10 → +14.90; no open position → 0.00.
 */
export const floatingProfitAndLoss = (openPositions: readonly { readonly allProfitAndLose: Money }[]): Money =>
  M.sum(openPositions.map((position) => position.allProfitAndLose))
