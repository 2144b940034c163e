/**
 * Exponential moving average with α = 2 / (n + 1), seeded with the first value (no warm-up gap):
 * exponentialAverage([10, 11, 12], 3) has α = 0.5 → [10, 10.5, 11.25].
 */
export const exponentialAverage = (values: readonly number[], n: number): number[] => {
  const alpha = 2 / (n + 1)
  const out: number[] = []
  values.forEach((value, i) => {
    const previous = out[i - 1]
    out.push(previous === undefined ? value : previous + alpha * (value - previous))
  })
  return out
}
