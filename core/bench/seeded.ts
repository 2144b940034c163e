/** mulberry32: a small seeded generator, so every bench run measures the same data. */
export const seeded = (seed: number) => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** A whole number in [min, max]. */
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return { next, int }
}
