import type { Money } from '../money/Money.js'

/** True when an entered amount has at most 2 decimals: 10.25 has, 10.255 has not. */
export const hasAtMostTwoDecimals = (amount: Money): boolean => amount.decimalPlaces() <= 2
