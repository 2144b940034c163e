import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Instant } from '../time/Instant.js'

/** One candle: prices as decimals, volume in shares, amount (turnover) in money; `time` is the start of its bucket. */
export interface Bar {
  readonly time: Instant
  readonly open: Price
  readonly close: Price
  readonly high: Price
  readonly low: Price
  readonly volume: number
  readonly amount: Money
}

/**
 * Joins bars of one bucket, oldest first, into one: open of the first, close of the last, highest high, lowest low,
 * volumes and amounts summed. (10→10.2, high 10.3) + (10.2→10.1, low 9.9) is open 10, close 10.1, high 10.3, low 9.9.
 */
export const merge = (time: Instant, bars: readonly [Bar, ...Bar[]]): Bar => {
  const first = bars[0]
  const last = bars[bars.length - 1] ?? first
  let { high, low } = first
  let volume = 0
  let amount = M.zero
  for (const bar of bars) {
    if (bar.high.gt(high)) high = bar.high
    if (bar.low.lt(low)) low = bar.low
    volume += bar.volume
    amount = M.add(amount, bar.amount)
  }
  return { time, open: first.open, close: last.close, high, low, volume, amount }
}
