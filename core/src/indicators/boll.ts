import { closesOf, type KlineLike, type Line } from './Line.js'
import { movingAverage } from './movingAverage.js'

/** Bollinger bands: middle = MA(n) of closes, upper/lower = middle ± k × population standard deviation. */
export interface Boll {
  readonly mid: Line
  readonly upper: Line
  readonly lower: Line
}

/**
 * BOLL(n = 20, k = 2) with the population deviation (÷ n). Closes 10, 12, 10, 12 with n = 4: middle 11,
 * deviation √((1+1+1+1)/4) = 1, upper 13, lower 9. Rows before the n-th are `null`.
 */
export const boll = (rows: readonly KlineLike[], n = 20, k = 2): Boll => {
  const closes = closesOf(rows)
  const mid = movingAverage(closes, n)
  const deviation = mid.map((mean, i) => {
    if (mean === null) return null
    let squares = 0
    for (let j = i - n + 1; j <= i; j++) squares += ((closes[j] ?? mean) - mean) ** 2
    return Math.sqrt(squares / n)
  })
  return {
    mid,
    upper: mid.map((mean, i) => (mean === null ? null : mean + k * (deviation[i] ?? 0))),
    lower: mid.map((mean, i) => (mean === null ? null : mean - k * (deviation[i] ?? 0))),
  }
}
