import { alwaysVisible, hostTimers, type Timers, type VisibilitySource } from './timers.js'

/** A repeating load: runs now, then `intervalMs` after each run ends, paused while the page is hidden. */
export interface Poller {
  start(): void
  stop(): void
  readonly running: () => boolean
}

/** The spec's refresh intervals (spec 000 §9): quotes, positions and lists 5 s, the chart 30 s. */
export const pollIntervals = { quote: 5000, list: 5000, chart: 30_000 } as const

/**
 * Polls `run` while started and visible. A run is never overlapped by the next: the timer is set when it ends.
 * Becoming visible again runs at once (the data may be minutes old).
 */
export const createPoller = (
  run: () => Promise<unknown>,
  intervalMs: number,
  visibility: VisibilitySource,
  timers: Timers = hostTimers,
): Poller => {
  let started = false
  let timer: unknown
  let inFlight = false
  let unsubscribe: (() => void) | undefined
  const schedule = () => {
    if (started && visibility.isVisible() && timer === undefined && !inFlight)
      timer = timers.setTimeout(tick, intervalMs)
  }
  const tick = () => {
    timer = undefined
    if (!started || !visibility.isVisible()) return
    inFlight = true
    void run().finally(() => {
      inFlight = false
      schedule()
    })
  }
  const onVisibility = () => {
    if (!started) return
    if (!visibility.isVisible()) {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    } else if (timer === undefined && !inFlight) tick()
  }
  return {
    running: () => started,
    start: () => {
      if (started) return
      started = true
      unsubscribe = visibility.subscribe(onVisibility)
      tick()
    },
    stop: () => {
      started = false
      unsubscribe?.()
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    },
  }
}

/** What a store's polling takes from its host (page visibility, timers); tests pass their own. */
export interface PollingDependencies {
  readonly visibility?: VisibilitySource
  readonly timers?: Timers
}

/** A store's one poller: `start(run)` replaces the poller running, `stop()` ends it. */
export interface PollingSlot {
  start(run: () => Promise<unknown>): void
  stop(): void
  readonly running: () => boolean
}

export const createPollingSlot = (intervalMs: number, deps: PollingDependencies = {}): PollingSlot => {
  let poller: Poller | undefined
  return {
    running: () => poller?.running() ?? false,
    start: (run) => {
      poller?.stop()
      poller = createPoller(run, intervalMs, deps.visibility ?? alwaysVisible, deps.timers ?? hostTimers)
      poller.start()
    },
    stop: () => {
      poller?.stop()
      poller = undefined
    },
  }
}
