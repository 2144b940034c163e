import { Random } from '@bourse/core'

/** A stream of draws from core's seeded PRNG; the same seed always gives the same stream. */
export interface SeededDraws {
  /** A whole number in [0, bound). */
  below(bound: number): number
  /** A number in [0, 1). */
  unit(): number
  /** A standard normal number (Box–Muller over two draws). */
  normal(): number
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
}

/** Draws seeded by `seed` (a number, or text hashed by core). */
export const seededDraws = (seed: Random.Seed): SeededDraws => {
  let random = Random.create(seed)
  const below = (bound: number): number => {
    const draw = Random.nextBelow(random, bound)
    random = draw.next
    return draw.value
  }
  const unit = (): number => {
    const draw = Random.next(random)
    random = draw.next
    return draw.value / Random.range
  }
  return {
    below,
    unit,
    normal: () => {
      const u1 = 1 - unit()
      const u2 = unit()
      return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2)
    },
    pick: <T>(items: readonly T[]): T => items[below(items.length)] as T,
  }
}
