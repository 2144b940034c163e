/** A number as it may arrive: a JS number, decimal text from the chart API, or a decimal value. */
export type Numeric = number | string | { toString(): string }

/** One kline row as indicators read it; extra fields are ignored. */
export interface KlineLike {
  readonly close: Numeric
  readonly high: Numeric
  readonly low: Numeric
  readonly volume?: Numeric
}

/**
 * One output value per input row; `null` while the indicator is still warming up (not enough rows yet).
 * Indicators are display analytics, so they compute in JS numbers, never feeding money.
 */
export type Line = readonly (number | null)[]

/** Reads a numeric input as a JS number: "10.50" → 10.5. */
export const toNumber = (value: Numeric): number => (typeof value === 'number' ? value : Number(value.toString()))

/** The closes of a series as numbers. */
export const closesOf = (rows: readonly KlineLike[]): number[] => rows.map((row) => toNumber(row.close))
