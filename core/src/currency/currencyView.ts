import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'

export type Currency = 'INR' | 'USD' | 'HKD'

export interface CurrencyRates {
  /** Rupees per US dollar (default 88.50; the spec's 7.1 was a yuan rate). */
  readonly usdRate: Rate
  /** Rupees per Hong Kong dollar (default 11.38). */
  readonly hkdRate: Rate
}

/**
 * A rupee amount seen in another currency, for display only (never booked):
 * `inCurrency(M.of(8850), 'USD', rates)` at 88.50 is 100.00; in HKD at 11.38 it is 777.68.
 */
export const inCurrency = (inr: Money, currency: Currency, rates: CurrencyRates): Money => {
  if (currency === 'INR') return inr
  return M.round(inr.dividedBy(currency === 'USD' ? rates.usdRate : rates.hkdRate))
}

/** The rate a view converts at: rupees per unit of `currency` (1 for INR). Example: USD at the defaults → 88.50. */
export const rateOf = (currency: Currency, rates: CurrencyRates): Rate =>
  currency === 'INR' ? (M.of(1) as unknown as Rate) : currency === 'USD' ? rates.usdRate : rates.hkdRate
