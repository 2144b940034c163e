import { liveLimits } from './liveLimits.js'

/**
 * How old a figure is at `now`, and whether it must show it: a price, balance or quote set at `setAt` older than
 * 5 s shows its age, and while the feed is silent the screen greys it "as of" that time (DECISIONS §25).
 *
 * @example figureAge(10_000, 12_000) // → { ageMs: 2000, stale: false }
 */
export const figureAge = (setAt: number, now: number): { readonly ageMs: number; readonly stale: boolean } => {
  const ageMs = Math.max(0, now - setAt)
  return { ageMs, stale: ageMs > liveLimits.freshMs }
}

/** True when nothing at all (not even a heartbeat) was heard from the socket for longer than the silence rule. */
export const feedIsSilent = (lastHeardAt: number, now: number): boolean => now - lastHeardAt > liveLimits.silenceMs
