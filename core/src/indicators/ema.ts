import { exponentialAverage } from './exponentialAverage.js'
import { closesOf, type KlineLike } from './Line.js'

/** EMA(n) of the closes, seeded with the first close: closes 10, 11, 12, 13 with n = 3 → 10, 10.5, 11.25, 12.125. */
export const ema = (rows: readonly KlineLike[], n: number): number[] => exponentialAverage(closesOf(rows), n)
