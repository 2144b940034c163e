import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { FinancingTerms } from './marginFinancing.js'

/** What a sub-account holds at the current prices: cash, the margin of its open positions and their floating P&L. */
export interface SubaccountHoldings {
  readonly available: Money
  readonly frozen: Money
  /** Σ open positions' P&L at the current prices, each rounded to 2 decimals as it would be booked. */
  readonly floating: Money
}

/** The sub-account's assets, the figure both lines are compared with: available + frozen + floating. */
export const subaccountAssets = (holdings: SubaccountHoldings): Money =>
  M.sum([holdings.available, holdings.frozen, holdings.floating])

/** What the risk loop does to an active sub-account at its assets. */
export type LineBreach = 'unwind' | 'warning'

/**
 * Which line the assets have reached, the unwind line checked first (DECISIONS §10 formulas kept as written): assets ≤
 * unwind line → `unwind` (close every position, end the sub-account); else assets ≤ warning line → `warning` (a
 * notice); else nothing. With the default ratios (0.82 > 0.75) the unwind line lies above the warning line, so
 * falling assets meet the unwind line first and the warning alone never fires; it fires only when the settings put
 * the warning ratio above the unwind ratio. Example: margin 10 000, lever 5 → unwind 58 200.00, warning 57 500.00;
 * assets 58 200.00 → `unwind`, 58 200.01 → nothing.
 */
export const lineBreach = (
  terms: Pick<FinancingTerms, 'warningLine' | 'unwindLine'>,
  assets: Money,
): LineBreach | undefined => {
  if (assets.lte(terms.unwindLine)) return 'unwind'
  if (assets.lte(terms.warningLine)) return 'warning'
  return undefined
}

/** One day in milliseconds: the management fee is charged per started day of the term. */
export const financingDay = 86_400_000

/**
 * Days of management fee due at `now` for a sub-account approved at `approvedAt` with a term of `days`: every started
 * day is charged, so 1 at approval, 2 from approval + 24 h, … never more than the term. Approved at t with 5 days:
 * t → 1, t + 23:59 → 1, t + 24:00 → 2, t + 10 days → 5.
 */
export const feeDaysDue = (approvedAt: number, days: number, now: number): number => {
  if (now < approvedAt) return 0
  return Math.min(days, Math.floor((now - approvedAt) / financingDay) + 1)
}
