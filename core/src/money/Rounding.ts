import { Decimal } from 'decimal.js'

/** How a charge is rounded, carried as data so a contract note can print it. */
export interface Rounding {
  readonly decimals: number
  readonly mode: 'half-up' | 'down' | 'up'
}

/** The house rule (DECISIONS §1): 2 decimals, half-up. */
export const twoDecimalsHalfUp: Rounding = { decimals: 2, mode: 'half-up' }

const modes = {
  'half-up': Decimal.ROUND_HALF_UP,
  down: Decimal.ROUND_DOWN,
  up: Decimal.ROUND_UP,
} as const

/** Rounds `value` as `rounding` says: `apply(1.005, twoDecimalsHalfUp)` is 1.01, `-1.005` is -1.01. */
export const apply = (value: Decimal, rounding: Rounding = twoDecimalsHalfUp): Decimal =>
  value.toDecimalPlaces(rounding.decimals, modes[rounding.mode])

/** `half-up, 2 dp` — the label printed on contract notes. */
export const describe = (rounding: Rounding): string => `${rounding.mode}, ${rounding.decimals} dp`
