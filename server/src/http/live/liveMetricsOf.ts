import type { LiveMetrics } from '../../live/liveMetrics.js'
import { noLiveMetrics } from '../../live/liveMetrics.js'
import type { Metrics } from '../../observability/metrics.js'

/** The live hub's counts as Prometheus series (`bourse_live_*`), one labelled child per channel kept at hand. */
export const liveMetricsOf = (metrics: Metrics | undefined): LiveMetrics => {
  if (metrics === undefined) return noLiveMetrics
  const channels = ['quote', 'account', 'staff', 'system'].map(
    (channel) =>
      [
        channel,
        { messages: metrics.liveMessagesSent.labels(channel), bytes: metrics.liveBytesSent.labels(channel) },
      ] as const,
  )
  const byChannel = new Map(channels)
  return {
    socketOpened: () => metrics.liveSockets.inc(),
    socketGone: () => metrics.liveSockets.dec(),
    closedBy: (reason) => metrics.liveSocketsClosed.inc({ reason }),
    sent: (channel, bytes) => {
      const counters = byChannel.get(channel)
      counters?.messages.inc()
      counters?.bytes.inc(bytes)
    },
    flushed: (seconds) => metrics.liveFlushDuration.observe(seconds),
  }
}
