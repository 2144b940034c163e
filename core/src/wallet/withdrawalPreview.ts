import { type WithdrawalFeeSchedule, withdrawalFee } from '../funds/withdrawalFee.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/** What the withdrawal screen shows before confirming: the fee and what reaches the bank account. */
export interface WithdrawalPreview {
  readonly fee: Money
  readonly received: Money
}

/**
 * Fee and amount received for a typed amount, or `undefined` while there is no positive amount.
 * 1234.56 with 3 + 0.8 %: fee 12.88, received 1221.68.
 */
export const previewWithdrawal = (
  amount: Money | undefined,
  schedule: WithdrawalFeeSchedule,
): WithdrawalPreview | undefined => {
  if (amount === undefined || !amount.gt(0)) return undefined
  const fee = withdrawalFee(amount, schedule)
  return { fee, received: M.sub(amount, fee) }
}

/** Where each line of "why this much is withdrawable" leads. */
export type WithdrawableLineKind = 'held' | 'frozenMargin' | 'ipoFrozen' | 'underReview' | 'withdrawable'

export interface WithdrawableLine {
  readonly kind: WithdrawableLineKind
  /** Signed: the held total positive, each deduction negative, the result positive. */
  readonly amount: Money
  /** False for the line shown beside the sum (withdrawals under review already left the account). */
  readonly counted: boolean
}

/** The stock account's balances the explanation starts from. */
export interface StockBalances {
  readonly enableAmt: Money
  readonly allFreezAmt: Money
  readonly djzj: Money
}

/**
 * Why this much is withdrawable: the stock account's total (available + frozen margin + IPO frozen, the figure the
 * account card shows for it, DECISIONS §20), minus each part that cannot leave; withdrawals under review already
 * left available when applied, so they are listed after the result, outside the sum. The counted lines add up:
 * held 10,500 − margin 3,000 − IPO 500 = withdrawable 7,000 (= available); under review 1,500 beside it.
 */
export const withdrawableLines = (balances: StockBalances, underReview: Money): readonly WithdrawableLine[] => {
  const held = M.sum([balances.enableAmt, balances.allFreezAmt, balances.djzj])
  return [
    { kind: 'held', amount: held, counted: true },
    { kind: 'frozenMargin', amount: M.neg(balances.allFreezAmt), counted: true },
    { kind: 'ipoFrozen', amount: M.neg(balances.djzj), counted: true },
    { kind: 'withdrawable', amount: balances.enableAmt, counted: true },
    { kind: 'underReview', amount: underReview, counted: false },
  ]
}
