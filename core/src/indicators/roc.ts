import { closesOf, type KlineLike, type Line } from './Line.js'
import { movingAverage } from './movingAverage.js'

/** Rate of change and its moving average. */
export interface Roc {
  readonly roc: Line
  readonly maroc: Line
}

/**
 * ROC(n = 12, m = 6): ROC = (close − close n rows ago) ÷ close n rows ago × 100, `null` for the first n rows or a zero
 * base; MAROC = MA(ROC, m). Closes 10, 12, 15, 15 with (2, 2): ROC null, null, 50, 25; MAROC null, null, null, 37.5.
 */
export const roc = (rows: readonly KlineLike[], n = 12, m = 6): Roc => {
  const closes = closesOf(rows)
  const rates = closes.map((close, i) => {
    const base = i >= n ? closes[i - n] : undefined
    return base === undefined || base === 0 ? null : ((close - base) / base) * 100
  })
  return { roc: rates, maroc: movingAverage(rates, m) }
}
