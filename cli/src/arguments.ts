import { Dec } from '@bourse/core'
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
