import type { Decimal } from 'decimal.js'
import type { Rate } from '../money/Rate.js'
import * as R from '../money/Rate.js'

/**
 * A half-open range `[min, max)`; a missing bound is open. Bounds are in the unit of what they test
 * (percent for the change, rupees for the notional, rupees per share for the price).
 */
export interface Range {
  readonly min?: Decimal
  readonly max?: Decimal
}

/** One spread rule, stored as data by the server (DECISIONS §3). */
export type SpreadRule =
  | ({ readonly kind: 'changePercent'; readonly rate: Rate } & Range)
  | ({ readonly kind: 'notional'; readonly rate: Rate } & Range)
  | ({ readonly kind: 'priceBand'; readonly rate: Rate } & Range)
  | { readonly kind: 'codePrefix'; readonly prefix: string; readonly rate: Rate }
  | { readonly kind: 'stock'; readonly code: string; readonly rate: Rate }

/** True when `value` lies in `[min, max)`: `inRange(5, {min: 5})` is true, `inRange(5, {max: 5})` false. */
export const inRange = (value: Decimal, range: Range): boolean =>
  (range.min === undefined || value.gte(range.min)) && (range.max === undefined || value.lt(range.max))

/** The default rules (DECISIONS §15): price below 5 → 0.001, otherwise 0.0005. */
export const defaultSpreadRules: readonly SpreadRule[] = [
  { kind: 'priceBand', max: R.of(5), rate: R.of('0.001') },
  { kind: 'priceBand', min: R.of(5), rate: R.of('0.0005') },
]
