import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/**
 * Every balance an investor has, by name. `*.frozen` holds position margin and pending-order reservations;
 * `stock.ipoFrozen` is the IPO money (`djzj`). A withdrawal leaves the account when it is requested.
 * `financing.*` sums every margin-financing sub-account: cash, position margins, and the loan owed (≤ 0).
 */
export const balanceNames = [
  'stock.available',
  'stock.frozen',
  'stock.ipoFrozen',
  'index.available',
  'index.frozen',
  'futures.available',
  'futures.frozen',
  'financing.available',
  'financing.frozen',
  'financing.debt',
] as const
export type BalanceName = (typeof balanceNames)[number]

export type Balances = Readonly<Record<BalanceName, Money>>

export const emptyBalances: Balances = Object.fromEntries(balanceNames.map((name) => [name, M.zero])) as Balances

/** The sub-accounts with their own available and frozen funds. */
export type AccountKind = 'stock' | 'index' | 'futures'

export const availableOf = (kind: AccountKind): BalanceName => `${kind}.available`
export const frozenOf = (kind: AccountKind): BalanceName => `${kind}.frozen`

/** Everything the investor owns in cash terms: the sum of all balances. */
export const totalOf = (balances: Balances): Money => M.sum(balanceNames.map((name) => balances[name]))
