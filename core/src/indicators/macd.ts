import { exponentialAverage } from './exponentialAverage.js'
import { closesOf, type KlineLike } from './Line.js'

/** MACD lines: DIF = EMA(short) − EMA(long), DEA = EMA(signal) of DIF, histogram = 2 × (DIF − DEA). */
export interface Macd {
  readonly dif: readonly number[]
  readonly dea: readonly number[]
  readonly histogram: readonly number[]
}

/**
 * MACD(12, 26, 9), the Chinese convention (histogram doubled), every EMA seeded with its first value.
 * Closes 10, 13, 16 with (2, 3, 2): DIF 0, 0.5, 11/12; DEA 0, 1/3, 13/18; histogram 0, 1/3, 7/18.
 */
export const macd = (rows: readonly KlineLike[], short = 12, long = 26, signal = 9): Macd => {
  const closes = closesOf(rows)
  const fast = exponentialAverage(closes, short)
  const slow = exponentialAverage(closes, long)
  const dif = fast.map((value, i) => value - (slow[i] ?? value))
  const dea = exponentialAverage(dif, signal)
  return { dif, dea, histogram: dif.map((value, i) => 2 * (value - (dea[i] ?? value))) }
}
