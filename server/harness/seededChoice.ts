import { Random } from '@bourse/core'

/** A mutable wrapper over core's seeded generator, for the harness's random choices (replayable from its seed). */
export interface SeededChoice {
  /** An integer in [0, bound). */
  below(bound: number): number
  /** One of `items`. */
  pick<T>(items: readonly T[]): T
  /** True with probability `p`. */
  chance(p: number): boolean
}

export const seededChoice = (seed: Random.Seed): SeededChoice => {
  let random = Random.create(seed)
  const below = (bound: number) => {
    const draw = Random.nextBelow(random, bound)
    random = draw.next
    return draw.value
  }
  return {
    below,
    pick: (items) => items[below(items.length)] as (typeof items)[number],
    chance: (p) => below(1_000_000) < p * 1_000_000,
  }
}

/** The seed of a run: `BOURSE_SEED` when given (to replay a failure), else a fresh one, printed either way. */
export const harnessSeed = (label: string): number => {
  const given = process.env.BOURSE_SEED
  const seed =
    given !== undefined && /^\d{1,9}$/.test(given) ? Number(given) : Math.floor(Math.random() * 1_000_000_000)
  process.stdout.write(`${label}: seed ${seed} (replay with BOURSE_SEED=${seed})\n`)
  return seed
}
