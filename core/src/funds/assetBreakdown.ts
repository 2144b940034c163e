import { equity } from '../account/dayProfitAndLoss.js'
import type { AccountKind } from '../engine/Balances.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import { type ProductDisplay, totalAssets } from './totalAssets.js'

/** The user-info balances the account card splits (spec 000 §3 "user info" field names). */
export interface AccountBalances {
  readonly enableAmt: Money
  readonly allFreezAmt: Money
  /** IPO frozen funds (stock account only). */
  readonly djzj: Money
  readonly enableIndexAmt: Money
  readonly allIndexFreezAmt: Money
  readonly enableFuturesAmt: Money
  readonly allFuturesFreezAmt: Money
}

/** One account's parts: available + frozen + IPO frozen = total; floating P&L is beside the total, not in it. */
export interface AccountPart {
  readonly account: AccountKind
  readonly available: Money
  readonly frozen: Money
  readonly ipoFrozen: Money
  readonly total: Money
  readonly floating: Money
}

/** The accounts total assets adds up (the shown ones only), that total, and their floating P&L together. */
export interface AssetBreakdown {
  readonly accounts: readonly AccountPart[]
  readonly total: Money
  /** The shown accounts' floating P&L added up (each the sum of its rows, DECISIONS §20): the card's "Floating P&L". */
  readonly floating: Money
  /** Total assets + floating P&L (DECISIONS §20). */
  readonly equity: Money
}

const part = (account: AccountKind, available: Money, frozen: Money, ipoFrozen: Money, floating: Money) => ({
  account,
  available,
  frozen,
  ipoFrozen,
  total: M.sum([available, frozen, ipoFrozen]),
  floating,
})

/**
 * The parts of total assets (spec 000 §6, DECISIONS §19's one definition): each shown account's available, frozen
 * and IPO frozen funds add up to its total, and the shown accounts' totals add up to `totalAssets`. Floating P&L is
 * listed per account but is not part of the total (it is not booked until the position closes); equity is the total
 * plus the floating P&L. Example: stock 999 189.60 + 814.40 + 0.00 = 1 000 004.00, index 200 000.00, futures
 * 200 000.00 → 1 400 004.00; floating +16.50 → equity 1 400 020.50.
 */
export const assetBreakdown = (
  balances: AccountBalances,
  floating: Readonly<Record<AccountKind, Money>>,
  display: ProductDisplay,
): AssetBreakdown => {
  const stock = part('stock', balances.enableAmt, balances.allFreezAmt, balances.djzj, floating.stock)
  const index = part('index', balances.enableIndexAmt, balances.allIndexFreezAmt, M.zero, floating.index)
  const futures = part('futures', balances.enableFuturesAmt, balances.allFuturesFreezAmt, M.zero, floating.futures)
  const total = totalAssets({ userAmt: stock.total, userIndexAmt: index.total, userFuturesAmt: futures.total }, display)
  const accounts = [stock, ...(display.indexDisplay ? [index] : []), ...(display.futuresDisplay ? [futures] : [])]
  const floatingTotal = M.sum(accounts.map((account) => account.floating))
  return { accounts, total, floating: floatingTotal, equity: equity(total, floatingTotal) }
}
