import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import type { Bar } from './Bar.js'
import { bucketStart } from './bucketStart.js'
import { withTick } from './withTick.js'

// Shanghai is UTC+8: 10:00 local on 2026-11-20 is 02:00Z.
const tenOClock = Date.UTC(2026, 10, 20, 2, 0)
const daily: Bar = {
  time: bucketStart('cn', 101, tenOClock),
  open: P.of('10.00'),
  close: P.of('10.10'),
  high: P.of('10.30'),
  low: P.of('9.90'),
  volume: 1000,
  amount: M.of('10100.00'),
}

describe('a live tick on the chart', () => {
  it('moves the last bar of its bucket: close, and high or low when it leaves them', () => {
    const up = withTick('cn', 101, [daily], { price: P.of('10.40'), time: tenOClock + 60_000 })
    expect(up.kind).toBe('moved')
    const [bar] = up.kind === 'moved' ? up.bars : []
    expect(bar?.close.toFixed(2)).toBe('10.40')
    expect(bar?.high.toFixed(2)).toBe('10.40')
    expect(bar?.low.toFixed(2)).toBe('9.90')
    expect(bar?.volume).toBe(1000)
  })

  it('opens a bar in a later bucket, and leaves the bars alone for an older tick or the same close', () => {
    const nextDay = withTick('cn', 101, [daily], { price: P.of('10.40'), time: tenOClock + 86_400_000 })
    expect(nextDay.kind).toBe('opened')
    const opened = nextDay.kind === 'opened' ? nextDay.bars[1] : undefined
    expect(opened?.time).toBe(daily.time + 86_400_000)
    expect([opened?.open, opened?.close, opened?.high, opened?.low].map((price) => price?.toFixed(2))).toEqual([
      '10.40',
      '10.40',
      '10.40',
      '10.40',
    ])
    expect(opened?.volume).toBe(0)
    expect(withTick('cn', 101, [daily], { price: P.of('10.40'), time: tenOClock - 86_400_000 }).kind).toBe('unchanged')
    expect(withTick('cn', 101, [daily], { price: P.of('10.10'), time: tenOClock }).kind).toBe('unchanged')
    expect(withTick('cn', 101, [], { price: P.of('10.10'), time: tenOClock }).kind).toBe('unchanged')
  })

  test.prop([fc.array(fc.integer({ min: 800, max: 1300 }), { minLength: 1, maxLength: 40 })])(
    'after ticks inside the bucket the bar closes at the last one and spans every one of them',
    (cents) => {
      let bars: readonly Bar[] = [daily]
      for (const [index, value] of cents.entries()) {
        const moved = withTick('cn', 101, bars, { price: P.of(value / 100), time: tenOClock + index * 1000 })
        if (moved.kind === 'moved') bars = moved.bars
      }
      const bar = bars[0] as Bar
      expect(bar.close.toNumber()).toBe((cents[cents.length - 1] as number) / 100)
      expect(bar.high.toNumber()).toBe(Math.max(1030, ...cents) / 100)
      expect(bar.low.toNumber()).toBe(Math.min(990, ...cents) / 100)
      expect(bar.open.eq(daily.open)).toBe(true)
    },
  )
})
