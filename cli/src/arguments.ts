import { Dec } from '@bourse/core/money'
import { InvalidArgumentError } from 'commander'
import type { Decimal } from 'decimal.js'

/** Parses a decimal option such as `--inr 1,000.50`; anything else is a usage error naming the option. */
export const decimalOption =
  (name: string, { positive = false }: { positive?: boolean } = {}) =>
  (text: string): Decimal => {
    const cleaned = text.trim().replaceAll(',', '')
    if (!/^-?\d+(\.\d+)?$/.test(cleaned))
      throw new InvalidArgumentError(`${name} must be a decimal number, got "${text}"`)
    const value = new Dec(cleaned)
    if (positive && value.lte(0)) throw new InvalidArgumentError(`${name} must be greater than 0, got "${text}"`)
    return value
  }

/** A rate or an amount that may be 0 but not negative, such as `--buy-fee 0.0003`, with at most `decimals` places if given. */
export const notNegativeOption =
  (name: string, { decimals }: { decimals?: number } = {}) =>
  (text: string): Decimal => {
    const value = decimalOption(name)(text)
    if (value.lt(0)) throw new InvalidArgumentError(`${name} must not be negative, got "${text}"`)
    if (decimals !== undefined && value.decimalPlaces() > decimals)
      throw new InvalidArgumentError(`${name} may have at most ${decimals} decimals, got "${text}"`)
    return value
  }

/** `--hands 3`, `--lever 10`: a whole number of at least 1. */
export const wholeOption =
  (name: string) =>
  (text: string): number => {
    const cleaned = text.trim()
    if (!/^[1-9]\d*$/.test(cleaned) || !Number.isSafeInteger(Number(cleaned)))
      throw new InvalidArgumentError(`${name} must be a whole number of at least 1, got "${text}"`)
    return Number(cleaned)
  }

/** `--side long|short`. */
export const sideOption = (text: string): 'long' | 'short' => {
  if (text !== 'long' && text !== 'short')
    throw new InvalidArgumentError(`--side must be "long" or "short", got "${text}"`)
  return text
}
