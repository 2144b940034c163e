import { accountCacheLookups } from '../accounts/accountRepository.js'
import type { ServerConfig } from '../config.js'
import { latestDocumentRuns } from '../documents/documentProgress.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { watchEventLoopLag } from './eventLoopLag.js'
import type { LogStream } from './logOptions.js'
import { createMetrics } from './metrics.js'
import type { Observability } from './Observability.js'
import { queueDepthsOf } from './queueDepths.js'
import type { TickWatch } from './readiness.js'

/**
 * Starts what the edge observes with: the event-loop lag sampler, the leader's tick watch and, unless
 * `BOURSE_METRICS_PORT=off`, the metrics registry. `stop()` ends the sampler.
 */
export const openObservability = (
  config: ServerConfig,
  db: SqlConnection,
  logStream: LogStream | undefined,
): Observability & { stop(): void } => {
  const ticks: TickWatch = { leading: false, lastTickAt: undefined }
  const lag = watchEventLoopLag()
  const metrics =
    config.metrics === 'off'
      ? undefined
      : createMetrics({
          // A database that does not answer must not take the other series down with it: /ready reports it.
          queueDepths: () => {
            try {
              return queueDepthsOf(db)
            } catch {
              return {}
            }
          },
          documentRuns: () => {
            try {
              return latestDocumentRuns(db)
            } catch {
              return []
            }
          },
          leading: () => ticks.leading,
          lastTickAgeSeconds: () =>
            ticks.lastTickAt === undefined ? undefined : (performance.now() - ticks.lastTickAt) / 1000,
          cacheLookups: () => ({ account: accountCacheLookups }),
        })
  return {
    metrics,
    readiness: { lag, ticks },
    ...(logStream === undefined ? {} : { logStream }),
    stop: () => lag.stop(),
  }
}
