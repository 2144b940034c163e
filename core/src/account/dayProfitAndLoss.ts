import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/**
 * Equity (DECISIONS §20): total assets of the accounts shown + their floating P&L.
 * Example: total assets 38 045.33, floating −150.79 → 37 894.54.
 */
export const equity = (totalAssets: Money, floating: Money): Money => M.add(totalAssets, floating)

/**
 * Day's P&L (DECISIONS §20): equity now − equity at the previous day close.
 * Example: 37 894.54 now, 38 000.00 at the previous close → −105.46.
 */
export const dayProfitAndLoss = (equityNow: Money, equityAtPreviousClose: Money): Money =>
  M.sub(equityNow, equityAtPreviousClose)
