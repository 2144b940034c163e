import { Decimal } from 'decimal.js'

/**
 * The private decimal constructor of core: 40 significant digits, half-up.
 * The global `Decimal` config is never touched, so callers' settings cannot leak in.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -20, toExpPos: 40 })
export type Dec = Decimal

/** Anything a decimal can be built from without loss: a decimal, a string, an integer-safe number. */
export type DecimalInput = Decimal | string | number

export const toDec = (value: DecimalInput): Decimal => (value instanceof Decimal ? value : new Dec(value))
