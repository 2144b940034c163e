/** How late the main thread runs timers: the readiness answer's measure of saturation. */
export interface EventLoopLag {
  /** The worst delay of the last second's samples, or of the sample overdue now (a loop blocked at this moment). */
  lagMs(): number
  stop(): void
}

/**
 * Samples every `everyMs` how late its timer fired and keeps the last `window` samples, so one slow turn reads as lag
 * for about `everyMs × window` and then clears.
 */
export const watchEventLoopLag = (everyMs = 100, window = 10): EventLoopLag => {
  const samples: number[] = []
  let due = performance.now() + everyMs
  const timer = setInterval(() => {
    const now = performance.now()
    samples.push(Math.max(0, now - due))
    if (samples.length > window) samples.shift()
    due = now + everyMs
  }, everyMs)
  timer.unref()
  return {
    lagMs: () => Math.max(performance.now() - due, ...samples, 0),
    stop: () => clearInterval(timer),
  }
}
