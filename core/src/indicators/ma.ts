import { closesOf, type KlineLike, type Line, toNumber } from './Line.js'
import { movingAverage } from './movingAverage.js'

/** MA(n) of the closes, the chart's default lines being MA5, MA10, MA20: closes 10, 11, 12 with n = 3 → [null, null, 11]. */
export const ma = (rows: readonly KlineLike[], n: number): Line => movingAverage(closesOf(rows), n)

/** Volume MA(n), shown under the volume bars as MA5 and MA10: volumes 100…500 with n = 5 → 300 on the fifth row. */
export const volumeMa = (rows: readonly KlineLike[], n: number): Line =>
  movingAverage(
    rows.map((row) => toNumber(row.volume ?? 0)),
    n,
  )
