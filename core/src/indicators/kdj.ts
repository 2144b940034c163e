import { type KlineLike, toNumber } from './Line.js'

/** Stochastic KDJ lines, each 0–100 for K and D (J may leave that range). */
export interface Kdj {
  readonly k: readonly number[]
  readonly d: readonly number[]
  readonly j: readonly number[]
}

/**
 * KDJ(n = 9, m1 = 3, m2 = 3). RSV = (close − lowest low) ÷ (highest high − lowest low) × 100 over the last n rows
 * (fewer at the start; 50 when the range is 0); K = ((m1 − 1) × K₋₁ + RSV) ÷ m1, D = ((m2 − 1) × D₋₁ + K) ÷ m2,
 * both starting from 50; J = 3K − 2D. First row H 11, L 9, C 10: RSV 50, K 50, D 50, J 50.
 */
export const kdj = (rows: readonly KlineLike[], n = 9, m1 = 3, m2 = 3): Kdj => {
  const highs = rows.map((row) => toNumber(row.high))
  const lows = rows.map((row) => toNumber(row.low))
  const k: number[] = []
  const d: number[] = []
  rows.forEach((row, i) => {
    const from = Math.max(0, i - n + 1)
    const highest = Math.max(...highs.slice(from, i + 1))
    const lowest = Math.min(...lows.slice(from, i + 1))
    const rsv = highest === lowest ? 50 : ((toNumber(row.close) - lowest) / (highest - lowest)) * 100
    const kValue = ((m1 - 1) * (k[i - 1] ?? 50) + rsv) / m1
    k.push(kValue)
    d.push(((m2 - 1) * (d[i - 1] ?? 50) + kValue) / m2)
  })
  return { k, d, j: k.map((value, i) => 3 * value - 2 * (d[i] ?? value)) }
}
