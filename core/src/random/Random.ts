import { fnv1a } from './fnv1a.js'

/** What a lottery is seeded with: an integer (taken modulo 2³²) or any text (hashed with FNV-1a). */
export type Seed = number | string

/**
 * The state of a mulberry32 generator: one unsigned 32-bit integer. Immutable; `next` returns the following state,
 * so a draw sequence can be replayed from the seed alone.
 */
export interface Random {
  readonly state: number
}

/** One draw: an unsigned 32-bit integer and the generator state after it. */
export interface Draw {
  readonly value: number
  readonly next: Random
}

/** The 2³² possible values of a draw; `value / range` is a number in [0, 1). */
export const range = 2 ** 32

/**
 * The 32-bit starting state for a seed: an integer is reduced modulo 2³² (negative and fractional parts
 * are folded by `>>> 0` after truncation), a string is hashed. Example: `seedState(-1)` is 4294967295,
 * `seedState('a')` is 3826002220.
 */
export const seedState = (seed: Seed): number => (typeof seed === 'string' ? fnv1a(seed) : Math.trunc(seed) >>> 0)

/** A generator started from `seed`: the same seed always yields the same sequence. */
export const create = (seed: Seed): Random => ({ state: seedState(seed) })

/**
 * mulberry32 (Tommy Ettinger, public domain): add 0x6D2B79F5 to the state, then mix it with two
 * xor-shift-multiply rounds. Period 2³²; good enough for a lottery, not for cryptography.
 * Example: from seed 0 the first value is 1144304738.
 */
export const next = (random: Random): Draw => {
  const state = (random.state + 0x6d2b79f5) >>> 0
  let t = Math.imul(state ^ (state >>> 15), state | 1)
  t = (t + Math.imul(t ^ (t >>> 7), t | 61)) ^ t
  return { value: (t ^ (t >>> 14)) >>> 0, next: { state } }
}

/** The first `count` draws from `seed`, as unsigned 32-bit integers: `draws(0, 1)` is [1144304738]. */
export const draws = (seed: Seed, count: number): number[] => {
  const values: number[] = []
  let random = create(seed)
  for (let i = 0; i < count; i++) {
    const draw = next(random)
    values.push(draw.value)
    random = draw.next
  }
  return values
}

/**
 * An unbiased integer in [0, bound) for 1 ≤ bound ≤ 2³², by rejecting the draws of the incomplete
 * last block. Example: with bound 10 a draw of 1144304738 gives 8.
 */
export const nextBelow = (random: Random, bound: number): Draw => {
  const limit = range - (range % bound)
  let draw = next(random)
  while (draw.value >= limit) draw = next(draw.next)
  return { value: draw.value % bound, next: draw.next }
}
