import type { Line } from './Line.js'

/**
 * Simple moving average over the last `n` values; `null` until `n` values exist or while any of them is `null`.
 * movingAverage([10, 11, 12, 13], 3) is [null, null, 11, 12].
 */
export const movingAverage = (values: readonly (number | null)[], n: number): Line =>
  values.map((_, i) => {
    if (i < n - 1) return null
    let sum = 0
    // Summed afresh per row (n is small) so long series cannot drift as a running sum would.
    for (let j = i - n + 1; j <= i; j++) {
      const value = values[j]
      if (value === null || value === undefined) return null
      sum += value
    }
    return sum / n
  })
