import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'

export type Currency = 'INR' | 'USD' | 'HKD'

export interface CurrencyRates {
  /** Rupees per US dollar (DECISIONS §1 default 7.1). */
  readonly usdRate: Rate
  /** Rupees per Hong Kong dollar (default 0.9). */
  readonly hkdRate: Rate
}

/**
 * A rupee amount seen in another currency, for display only (never booked):
 * `inCurrency(M.of(710), 'USD', rates)` is 100.00; in HKD with rate 0.9 it is 788.89.
 */
export const inCurrency = (inr: Money, currency: Currency, rates: CurrencyRates): Money => {
  if (currency === 'INR') return inr
  return M.round(inr.dividedBy(currency === 'USD' ? rates.usdRate : rates.hkdRate))
}
