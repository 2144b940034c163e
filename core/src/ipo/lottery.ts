import { Dec } from '../money/Dec.js'
import type { Rate } from '../money/Rate.js'
import * as Random from '../random/Random.js'

/** One application in a lottery: a unique id and the whole hands applied for. */
export interface LotteryEntry {
  readonly id: string
  readonly hands: number
}

/** One line of the audit: the sure hands, the fraction at stake, the 32-bit draw that decided it, the result. */
export interface LotteryLine {
  readonly id: string
  readonly hands: number
  readonly sure: number
  /** hands × rate − sure, as exact decimal text. */
  readonly fraction: string
  readonly draw: number
  readonly won: number
}

/** Everything needed to recompute a lottery: algorithm, seed, rate, the entries in draw order, and each draw. */
export interface LotteryAudit {
  readonly algorithm: typeof algorithm
  readonly seed: Random.Seed
  readonly rate: string
  readonly lines: readonly LotteryLine[]
}

/** The name recorded in every audit, so a later change of method cannot be confused with this one. */
export const algorithm = 'stochastic-rounding/mulberry32/fnv1a-v1'

const byId = (a: LotteryEntry, b: LotteryEntry): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * Allots each entry `hands × rate` hands, rounded to a whole hand by lot: the whole part is sure, and one more
 * hand is won when the entry's draw d (in [0, 2³²)) satisfies d < fraction × 2³². Entries are drawn in id order,
 * one draw each, from mulberry32 seeded with `seed`. So every entry gets ⌊h·r⌋ or ⌈h·r⌉ hands, never more than
 * applied, with expected value exactly h·r. Example: 7 hands at 0.3 → 2 sure, 0.1 at stake; a draw of
 * 300 000 000 (< 429 496 729.6) wins the 3rd hand.
 * Throws on duplicate ids or hands that are not whole numbers ≥ 0 (programming errors, not refusals).
 */
export const runLottery = (seed: Random.Seed, rate: Rate, entries: readonly LotteryEntry[]): LotteryAudit => {
  if (rate.lt(0) || rate.gt(1)) throw new RangeError(`lottery rate ${rate} is not within [0, 1]`)
  const ordered = [...entries].sort(byId)
  let random = Random.create(seed)
  const lines = ordered.map((entry, i): LotteryLine => {
    if (!Number.isSafeInteger(entry.hands) || entry.hands < 0) throw new RangeError(`bad hands for ${entry.id}`)
    if (i > 0 && ordered[i - 1]?.id === entry.id) throw new RangeError(`duplicate lottery id ${entry.id}`)
    const share = new Dec(entry.hands).times(rate)
    const sure = share.floor()
    const fraction = share.minus(sure)
    const { value: draw, next } = Random.next(random)
    random = next
    const extra = new Dec(draw).lt(fraction.times(Random.range)) ? 1 : 0
    return {
      id: entry.id,
      hands: entry.hands,
      sure: sure.toNumber(),
      fraction: fraction.toString(),
      draw,
      won: sure.toNumber() + extra,
    }
  })
  return { algorithm, seed, rate: rate.toString(), lines }
}

/** The hands won by each id. */
export const winnings = (audit: LotteryAudit): ReadonlyMap<string, number> =>
  new Map(audit.lines.map((line) => [line.id, line.won]))

/** True when the audit is exactly what `runLottery` gives for its own seed, rate and entries: anyone can check it. */
export const verify = (audit: LotteryAudit): boolean => {
  if (audit.algorithm !== algorithm) return false
  try {
    const again = runLottery(audit.seed, new Dec(audit.rate) as Rate, audit.lines)
    return JSON.stringify(again.lines) === JSON.stringify(audit.lines)
  } catch {
    return false
  }
}
