import type { AccountKind } from '../engine/Balances.js'
import type { ProductDisplay } from '../funds/totalAssets.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import { equity } from './dayProfitAndLoss.js'

/** The accounts a card adds up: the three trading accounts and the margin-financing sub-accounts together. */
export type FigureAccount = AccountKind | 'financing'

/** The user-info balances the account card splits (spec 000 §3 "user info" field names, plus Bourse's financing). */
export interface AccountBalances {
  readonly enableAmt: Money
  readonly allFreezAmt: Money
  /** IPO frozen funds (stock account only). */
  readonly djzj: Money
  readonly enableIndexAmt: Money
  readonly allIndexFreezAmt: Money
  readonly enableFuturesAmt: Money
  readonly allFuturesFreezAmt: Money
  /** Every financing sub-account's cash, its split positions' margins, and what was borrowed (absent: none). */
  readonly enableFinancingAmt?: Money
  readonly allFinancingFreezAmt?: Money
  readonly financingBorrowed?: Money
}

/**
 * One account's parts: available + frozen + IPO frozen − borrowed = total; floating P&L is beside the total, not in
 * it. Only the financing part borrows: its total is its equity at book, assets less the loan (DECISIONS §20).
 */
export interface AccountPart {
  readonly account: FigureAccount
  readonly available: Money
  readonly frozen: Money
  readonly ipoFrozen: Money
  readonly borrowed: Money
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

/** Each account's floating P&L: the sum of its rows' (financing: the split positions'; absent = none open). */
export type AccountsFloating = Readonly<Record<AccountKind, Money>> & { readonly financing?: Money }

const part = (
  account: FigureAccount,
  available: Money,
  frozen: Money,
  ipoFrozen: Money,
  floating: Money,
  borrowed: Money = M.zero,
): AccountPart => ({
  account,
  available,
  frozen,
  ipoFrozen,
  borrowed,
  total: M.sub(M.sum([available, frozen, ipoFrozen]), borrowed),
  floating,
})

/**
 * The financing sub-accounts as one part, or none when the investor has no money in one: cash + split positions'
 * margins − borrowed (the sub-account's equity at book; with its floating P&L, its assets less the loan).
 * Example: margin 5 000 at lever 2 approved, then fees 12.00 → cash 14 988.00, borrowed 10 000.00 → 4 988.00.
 */
const financingPart = (balances: AccountBalances, floating: Money | undefined): AccountPart | undefined => {
  const available = balances.enableFinancingAmt ?? M.zero
  const frozen = balances.allFinancingFreezAmt ?? M.zero
  const borrowed = balances.financingBorrowed ?? M.zero
  const pnl = floating ?? M.zero
  if ([available, frozen, borrowed, pnl].every((amount) => amount.isZero())) return undefined
  return part('financing', available, frozen, M.zero, pnl, borrowed)
}

/**
 * The parts of total assets (spec 000 §6, DECISIONS §20's one definition): each shown account's available, frozen
 * and IPO frozen funds (less what it borrowed) add up to its total, and the shown accounts' totals add up to total
 * assets. The financing sub-accounts are a named part whenever they hold money, so approving a loan leaves total
 * assets unchanged (the margin moves in, the loan is owed). Floating P&L is listed per account but is not part of
 * the total (it is not booked until the position closes); equity is the total plus the floating P&L. Example: stock
 * 999 189.60 + 814.40 + 0.00 = 1 000 004.00, index 200 000.00, futures 200 000.00 → 1 400 004.00; floating +16.50 →
 * equity 1 400 020.50.
 */
export const assetBreakdown = (
  balances: AccountBalances,
  floating: AccountsFloating,
  display: ProductDisplay,
): AssetBreakdown => {
  const stock = part('stock', balances.enableAmt, balances.allFreezAmt, balances.djzj, floating.stock)
  const index = part('index', balances.enableIndexAmt, balances.allIndexFreezAmt, M.zero, floating.index)
  const futures = part('futures', balances.enableFuturesAmt, balances.allFuturesFreezAmt, M.zero, floating.futures)
  const financing = financingPart(balances, floating.financing)
  const accounts = [
    stock,
    ...(display.indexDisplay ? [index] : []),
    ...(display.futuresDisplay ? [futures] : []),
    ...(financing ? [financing] : []),
  ]
  const total = M.sum(accounts.map((account) => account.total))
  const floatingTotal = M.sum(accounts.map((account) => account.floating))
  return { accounts, total, floating: floatingTotal, equity: equity(total, floatingTotal) }
}
