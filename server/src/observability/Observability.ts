import type { LogStream } from './logOptions.js'
import type { Metrics } from './metrics.js'
import type { Readiness } from './readiness.js'

/** What the edge observes with, passed in like the clock: metrics (absent when `BOURSE_METRICS_PORT=off`). */
export interface Observability {
  readonly metrics: Metrics | undefined
  readonly readiness: Readiness
  /** Where log lines go instead of standard output (tests capture them). */
  readonly logStream?: LogStream
}
