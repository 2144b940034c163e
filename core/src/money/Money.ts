import type { Decimal } from 'decimal.js'
import type { Branded } from './Brand.js'
import { Dec, type DecimalInput, toDec } from './Dec.js'
import * as Rounding from './Rounding.js'

/** An amount of rupees (or of the account's currency). Never a JavaScript `number`. */
export type Money = Branded<'Money'>

export const of = (value: DecimalInput): Money => toDec(value) as Money
export const zero: Money = of(0)

export const add = (a: Money, b: Money): Money => of(a.plus(b))
export const sub = (a: Money, b: Money): Money => of(a.minus(b))
export const neg = (a: Money): Money => of(a.negated())
export const sum = (amounts: readonly Money[]): Money => amounts.reduce(add, zero)
export const min = (a: Money, b: Money): Money => (a.lte(b) ? a : b)
export const max = (a: Money, b: Money): Money => (a.gte(b) ? a : b)

/** Rounds once, as a charge is rounded when charged: `round(of('12.345'))` is 12.35. */
export const round = (value: Decimal, rounding: Rounding.Rounding = Rounding.twoDecimalsHalfUp): Money =>
  of(Rounding.apply(value, rounding))

/** Exact decimal text with 2 decimals, for storage and JSON: `toText(of(5))` is "5.00". */
export const toText = (amount: Money): string => amount.toFixed(2)

const plainDecimal = /^-?\d+(\.\d+)?$/

/** Parses decimal text such as "1,000.50" or "-3"; returns `undefined` for anything else. */
export const parse = (text: string): Money | undefined => {
  const cleaned = text.trim().replaceAll(',', '')
  return plainDecimal.test(cleaned) ? of(new Dec(cleaned)) : undefined
}

export interface FormatOptions {
  readonly masked?: boolean
  readonly decimals?: number
}

/** Display form: thousands separators and 2 decimals, or `****` when masked. `format(of('1234567.8'))` is "1,234,567.80". */
export const format = (amount: Decimal, options: FormatOptions = {}): string => {
  if (options.masked) return '****'
  const fixed = Rounding.apply(amount, { decimals: options.decimals ?? 2, mode: 'half-up' }).toFixed(
    options.decimals ?? 2,
  )
  const [whole = '0', fraction] = fixed.replace('-', '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = fixed.startsWith('-') && !new Dec(fixed).isZero() ? '-' : ''
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`
}
