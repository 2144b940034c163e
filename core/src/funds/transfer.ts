import { domainError } from '../errors/DomainError.js'
import { fail, firstFailure, ok, type Result } from '../errors/Result.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Settings } from '../settings/Settings.js'
import { hasAtMostTwoDecimals } from './fundsAmount.js'

/** The three trading accounts a user's money can sit in. */
export type Account = 'stock' | 'index' | 'futures'

/** Transfer `type` (reading A): 1 stock → index, 2 index → stock, 3 stock → futures, 4 futures → stock. */
export type TransferType = 1 | 2 | 3 | 4

export const transferRoutes: { readonly [T in TransferType]: { readonly from: Account; readonly to: Account } } = {
  1: { from: 'stock', to: 'index' },
  2: { from: 'index', to: 'stock' },
  3: { from: 'stock', to: 'futures' },
  4: { from: 'futures', to: 'stock' },
}

export const isTransferType = (value: unknown): value is TransferType =>
  value === 1 || value === 2 || value === 3 || value === 4

/** Available balance of each account (`enableAmt`, `enableIndexAmt`, `enableFuturesAmt`). */
export type Balances = { readonly [A in Account]: Money }

/** True when the tab of `type` is shown: 1 and 2 need `indexDisplay`, 3 and 4 need `futuresDisplay`. */
export const isTransferShown = (type: TransferType, settings: Pick<Settings, 'indexDisplay' | 'futuresDisplay'>) =>
  type <= 2 ? settings.indexDisplay : settings.futuresDisplay

/** A checked transfer: which account is debited, which credited, and by how much (no fee). */
export interface Transfer {
  readonly type: TransferType
  readonly from: Account
  readonly to: Account
  readonly amount: Money
}

/**
 * Checks a transfer (tab shown, amount > 0 with 2 decimals, source balance positive and enough) and names
 * the accounts: type 1 of 300.50 debits stock 300.50 and credits index 300.50.
 */
export const checkTransfer = (
  type: TransferType,
  amount: Money | undefined,
  balances: Balances,
  settings: Pick<Settings, 'indexDisplay' | 'futuresDisplay'>,
): Result<Transfer> => {
  const { from, to } = transferRoutes[type]
  const source = balances[from]
  const refusal = firstFailure([
    () => (isTransferShown(type, settings) ? undefined : domainError('transferUnavailable')),
    () => (amount?.gt(0) ? undefined : domainError('transferAmountRequired')),
    () => (amount && hasAtMostTwoDecimals(amount) ? undefined : domainError('fundsAmountDecimals')),
    // After a gap loss the source may be ≤ 0 (DECISIONS §6): transfers out wait until it is positive.
    () => (source.gt(0) ? undefined : domainError('transferBalanceNotPositive')),
    () => (amount?.lte(source) ? undefined : domainError('transferInsufficient', { available: M.format(source) })),
  ])
  return refusal || amount === undefined
    ? fail(refusal ?? domainError('transferAmountRequired'))
    : ok({ type, from, to, amount })
}

/** The balances after a checked transfer: the source loses exactly what the target gains. */
export const applyTransfer = (balances: Balances, transfer: Transfer): Balances => ({
  ...balances,
  [transfer.from]: M.sub(balances[transfer.from], transfer.amount),
  [transfer.to]: M.add(balances[transfer.to], transfer.amount),
})
