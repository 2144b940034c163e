import * as M from '../money/Money.js'

/**
 * The amount typed in a money field, or `undefined` while it is empty or not a plain decimal (the rules then say
 * "please enter …"). Example: " 1,000.5 " → 1000.5; "" → undefined; "12a" → undefined.
 */
export const readAmountInput = (text: string): M.Money | undefined => (text.trim() === '' ? undefined : M.parse(text))

/** The text an "All" / "Full" button writes into the field: the whole amount with 2 decimals ("1234.50"). */
export const fullAmountText = (available: M.Money): string => (available.gt(0) ? M.toText(available) : '0.00')
