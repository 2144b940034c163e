import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/** Each account's total (available + frozen, plus IPO frozen for stock): `userAmt`, `userIndexAmt`, `userFuturesAmt`. */
export interface AccountTotals {
  readonly userAmt: Money
  readonly userIndexAmt: Money
  readonly userFuturesAmt: Money
}

/** Which sub-accounts the product shows (settings `indexDisplay`, `futuresDisplay`). */
export interface ProductDisplay {
  readonly indexDisplay: boolean
  readonly futuresDisplay: boolean
}

/**
 * Total assets of the account card (spec 000 §6): the stock account, plus the index account when `indexDisplay`
 * and the futures account when `futuresDisplay`. Example: 1 000.00 + 200.50 (index shown) + 30.25 (futures hidden)
 * = 1 200.50.
 */
export const totalAssets = (totals: AccountTotals, display: ProductDisplay): Money =>
  M.sum([
    totals.userAmt,
    ...(display.indexDisplay ? [totals.userIndexAmt] : []),
    ...(display.futuresDisplay ? [totals.userFuturesAmt] : []),
  ])
