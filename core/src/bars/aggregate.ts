import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'
import { type Bar, merge } from './Bar.js'
import { bucketStart } from './bucketStart.js'
import type { KlinePeriod } from './KlinePeriod.js'

/**
 * Aggregates finer bars (1-minute, or any period dividing `period`) into bars of `period`, oldest first; each output
 * bar is labelled with its bucket start. Five A-share 1-minute bars 09:30–09:34 make the one 09:30 5-minute bar.
 */
export const aggregate = (exchange: Exchange, bars: readonly Bar[], period: KlinePeriod): Bar[] => {
  const buckets = new Map<Instant, Bar[]>()
  for (const bar of [...bars].sort((a, b) => a.time - b.time)) {
    const start = bucketStart(exchange, period, bar.time)
    const bucket = buckets.get(start)
    if (bucket) bucket.push(bar)
    else buckets.set(start, [bar])
  }
  return [...buckets].sort(([a], [b]) => a - b).map(([start, members]) => merge(start, members as [Bar, ...Bar[]]))
}
