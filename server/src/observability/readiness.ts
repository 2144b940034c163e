import type { SqlConnection } from '../store/SqlConnection.js'
import type { EventLoopLag } from './eventLoopLag.js'

/** Beyond this the main thread is saturated: a load balancer should send requests elsewhere. */
export const maxEventLoopLagMs = 500
/** The leader ticks every second; this many seconds without a tick means its market and risk loop stalled. */
export const maxTickAgeMs = 5000

/** Whether this process leads and when it last ticked (`performance.now()` times), kept by `openBourse`. */
export interface TickWatch {
  leading: boolean
  /** When this process began to lead, or ticked last. */
  lastTickAt: number | undefined
  /** While the leader builds its risk books (liquidations and triggers wait for them). */
  booksBuilding?: boolean
}

/** What `/prod-api/ready` looks at. */
export interface Readiness {
  readonly lag: EventLoopLag
  readonly ticks: TickWatch
}

export interface ReadinessFacts {
  readonly lagMs: number
  /** `undefined` when the database answered, else its error. */
  readonly databaseError: string | undefined
  /** Milliseconds since the leader's last tick; `undefined` when this process does not lead. */
  readonly tickAgeMs: number | undefined
  /** The leader is still building its risk books. */
  readonly booksBuilding?: boolean
}

/**
 * Why this process should not take traffic now; empty when it should.
 * Example: lag 812 ms, database fine, not leading → ['event loop lag 812 ms (limit 500 ms)'].
 */
export const notReadyReasons = (facts: ReadinessFacts): string[] => [
  ...(facts.lagMs > maxEventLoopLagMs
    ? [`event loop lag ${Math.round(facts.lagMs)} ms (limit ${maxEventLoopLagMs} ms)`]
    : []),
  ...(facts.databaseError === undefined ? [] : [`database unreachable: ${facts.databaseError}`]),
  ...(facts.tickAgeMs !== undefined && facts.tickAgeMs > maxTickAgeMs
    ? [`last market tick ${(facts.tickAgeMs / 1000).toFixed(1)} s ago (limit ${maxTickAgeMs / 1000} s)`]
    : []),
  ...(facts.booksBuilding ? ['the risk books are being built: liquidations and triggers wait'] : []),
]

const databaseErrorOf = (db: SqlConnection): string | undefined => {
  try {
    db.prepare('SELECT 1 AS one').get()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** The facts now: the lag, one round trip to the database and, when leading, the age of the last tick. */
export const readinessFactsOf = (db: SqlConnection, readiness: Readiness | undefined): ReadinessFacts => {
  const now = performance.now()
  const { ticks } = readiness ?? { ticks: { leading: false, lastTickAt: undefined } }
  return {
    lagMs: readiness?.lag.lagMs() ?? 0,
    databaseError: databaseErrorOf(db),
    tickAgeMs: ticks.leading && ticks.lastTickAt !== undefined ? now - ticks.lastTickAt : undefined,
    booksBuilding: ticks.leading && ticks.booksBuilding === true,
  }
}
