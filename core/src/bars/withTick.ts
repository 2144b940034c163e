import type { Exchange } from '../market/Market.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Instant } from '../time/Instant.js'
import type { Bar } from './Bar.js'
import { bucketStart } from './bucketStart.js'
import type { KlinePeriod } from './KlinePeriod.js'

/**
 * What a live tick (a quote's price at `time`) does to a chart's bars (issue 36): inside the last bar's bucket it
 * moves that bar (close = price, high and low widened) — `moved`; in a later bucket it opens a bar there at the price
 * (no volume yet: the caller reads that bucket's row over REST once) — `opened`; in an earlier one, or with no bars,
 * nothing.
 *
 * @example last daily bar open 10, high 10.3, low 9.9, close 10.1; a tick at 10.4 the same day → close 10.4, high 10.4
 */
export const withTick = (
  exchange: Exchange,
  period: KlinePeriod,
  bars: readonly Bar[],
  tick: { readonly price: Price; readonly time: Instant },
):
  | { readonly kind: 'moved'; readonly bars: readonly Bar[] }
  | { readonly kind: 'opened'; readonly bars: readonly Bar[]; readonly bucket: Instant }
  | { readonly kind: 'unchanged' } => {
  const last = bars[bars.length - 1]
  if (last === undefined) return { kind: 'unchanged' }
  const bucket = bucketStart(exchange, period, tick.time)
  if (bucket > last.time) {
    const { price } = tick
    const opened: Bar = { time: bucket, open: price, close: price, high: price, low: price, volume: 0, amount: M.zero }
    return { kind: 'opened', bars: [...bars, opened], bucket }
  }
  if (bucket < last.time || tick.price.eq(last.close)) return { kind: 'unchanged' }
  const moved: Bar = {
    ...last,
    close: tick.price,
    high: tick.price.gt(last.high) ? tick.price : last.high,
    low: tick.price.lt(last.low) ? tick.price : last.low,
  }
  return { kind: 'moved', bars: [...bars.slice(0, -1), moved] }
}
