/** Today's band of an A-share in whole cents; `undefined` where the board has none (HK, US, indexes, futures). */
export interface CentsBand {
  readonly down: number
  readonly up: number
}

/** The walk of one instrument: daily drift and volatility as fractions, and the price it is pulled back towards. */
export interface WalkParams {
  readonly drift: number
  readonly volatility: number
  readonly anchorCents: number
}

/** The random inputs of one step: a standard normal `z` and a uniform `u` in [0, 1). */
export interface StepDraw {
  readonly z: number
  readonly u: number
}

// A weak pull towards the anchor keeps two simulated years inside a plausible range.
const reversionPerDay = 0.01

/**
 * The next price in whole cents after a step lasting `dayShare` of a trading day (1 for a day, 1/240 for an
 * A-share minute): a geometric random-walk move, rounded to a cent stochastically (`floor(move + u)`) so that
 * moves smaller than a cent still happen on average, then clamped to the band and to at least one cent.
 * Example: 1000 cents, volatility 0.02, dayShare 1, z = 1, u = 0.5, no drift, at the anchor → 1000 + floor(20.5) = 1020.
 */
export const stepCents = (
  prevCents: number,
  walk: WalkParams,
  dayShare: number,
  draw: StepDraw,
  band: CentsBand | undefined,
): number => {
  const pull = reversionPerDay * Math.log(walk.anchorCents / prevCents)
  const relative = (walk.drift + pull) * dayShare + walk.volatility * Math.sqrt(dayShare) * draw.z
  const moved = prevCents + Math.floor(prevCents * relative + draw.u)
  const bounded = band === undefined ? moved : Math.min(band.up, Math.max(band.down, moved))
  return Math.max(1, bounded)
}

/** Cents as exact decimal text: 123456 → "1234.56", 5 → "0.05". */
export const centsText = (cents: number): string => {
  const whole = Math.trunc(cents / 100)
  const rest = Math.abs(cents % 100)
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole}.${String(rest).padStart(2, '0')}`
}
