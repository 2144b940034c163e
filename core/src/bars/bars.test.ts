import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { Exchange } from '../market/Market.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { aggregate } from './aggregate.js'
import type { Bar } from './Bar.js'
import { bucketStart } from './bucketStart.js'
import { formatRow, formatRows, parseRow, parseRows } from './chartRow.js'
import type { KlinePeriod } from './KlinePeriod.js'

const utc = (y: number, mo: number, d: number, h: number, mi: number) => Date.UTC(y, mo - 1, d, h, mi)
const bar = (time: number, o: string, c: string, h: string, l: string, volume: number, amount: string): Bar => ({
  time,
  open: P.of(o),
  close: P.of(c),
  high: P.of(h),
  low: P.of(l),
  volume,
  amount: M.of(amount),
})

describe('worked examples', () => {
  // Shanghai is UTC+8: 09:30 local on 2026-11-20 is 01:30Z.
  const minutes = [
    bar(utc(2026, 11, 20, 1, 30), '10.00', '10.10', '10.20', '9.95', 100, '1005.00'),
    bar(utc(2026, 11, 20, 1, 31), '10.10', '10.30', '10.40', '10.05', 200, '2040.00'),
    bar(utc(2026, 11, 20, 1, 32), '10.30', '10.00', '10.30', '9.90', 300, '3030.00'),
    bar(utc(2026, 11, 20, 1, 33), '10.00', '10.05', '10.10', '9.98', 150, '1506.00'),
    bar(utc(2026, 11, 20, 1, 34), '10.05', '10.20', '10.25', '10.00', 250, '2537.50'),
    bar(utc(2026, 11, 20, 1, 35), '10.20', '10.25', '10.30', '10.15', 50, '511.00'),
  ]

  it('five A-share minutes 09:30–09:34 make one 5-minute bar: open 10.00, close 10.20, high 10.40, low 9.90', () => {
    const [first, second] = aggregate('cn', minutes, 5)
    // volume 100 + 200 + 300 + 150 + 250 = 1000; amount 1005 + 2040 + 3030 + 1506 + 2537.50 = 10118.50
    expect(formatRow('cn', 5, first as Bar)).toBe('2026-11-20 09:30,10.00,10.20,10.40,9.90,1000,10118.50')
    expect(formatRow('cn', 5, second as Bar)).toBe('2026-11-20 09:35,10.20,10.25,10.30,10.15,50,511.00')
  })

  it('the day bar of those minutes is labelled 2026-11-20 and sums all six (volume 1050, amount 10629.50)', () => {
    const [day] = aggregate('cn', minutes, 101)
    expect(formatRow('cn', 101, day as Bar)).toBe('2026-11-20,10.00,10.25,10.40,9.90,1050,10629.50')
  })

  it.each<[string, Exchange, number, number]>([
    ['cn 10:29 → 09:30', 'cn', utc(2026, 11, 20, 2, 29), utc(2026, 11, 20, 1, 30)],
    ['cn 10:30 → 10:30', 'cn', utc(2026, 11, 20, 2, 30), utc(2026, 11, 20, 2, 30)],
    ['cn 11:29 → 10:30', 'cn', utc(2026, 11, 20, 3, 29), utc(2026, 11, 20, 2, 30)],
    ['cn 12:10 (lunch) → 11:30', 'cn', utc(2026, 11, 20, 4, 10), utc(2026, 11, 20, 3, 30)],
    ['cn 13:00 → 13:00', 'cn', utc(2026, 11, 20, 5, 0), utc(2026, 11, 20, 5, 0)],
    ['cn 14:59 → 14:00', 'cn', utc(2026, 11, 20, 6, 59), utc(2026, 11, 20, 6, 0)],
    ['hk 11:45 → 11:30', 'hk', utc(2026, 11, 20, 3, 45), utc(2026, 11, 20, 3, 30)],
    // New York in winter is UTC−5: 15:45 local is 20:45Z, its bucket 15:30 is 20:30Z.
    ['us 15:45 EST → 15:30', 'us', utc(2026, 11, 20, 20, 45), utc(2026, 11, 20, 20, 30)],
  ])('60-minute buckets follow the sessions: %s', (_label, exchange, time, start) => {
    expect(bucketStart(exchange, 60, time)).toBe(start)
  })

  it('New York 5-minute bucket in summer: 09:37 EDT (13:37Z) → 09:35 (13:35Z)', () => {
    expect(bucketStart('us', 5, utc(2026, 7, 1, 13, 37))).toBe(utc(2026, 7, 1, 13, 35))
  })

  it('day, ISO week and month buckets start at local midnight', () => {
    // 2026-11-20 10:00 Shanghai → 2026-11-20 00:00 Shanghai = 2026-11-19T16:00Z
    expect(bucketStart('cn', 101, utc(2026, 11, 20, 2, 0))).toBe(utc(2026, 11, 19, 16, 0))
    // Sunday 2026-11-22 belongs to the week of Monday 2026-11-16 (00:00 Shanghai = 2026-11-15T16:00Z)
    expect(bucketStart('cn', 102, utc(2026, 11, 22, 2, 0))).toBe(utc(2026, 11, 15, 16, 0))
    // Thursday 2026-10-01 belongs to the week of Monday 2026-09-28
    expect(bucketStart('cn', 102, utc(2026, 10, 1, 2, 0))).toBe(utc(2026, 9, 27, 16, 0))
    // Wednesday 2026-11-04 New York (EST) → Monday 2026-11-02 00:00 EST = 05:00Z, the day after the clocks went back
    expect(bucketStart('us', 102, utc(2026, 11, 4, 15, 0))).toBe(utc(2026, 11, 2, 5, 0))
    expect(bucketStart('cn', 103, utc(2026, 11, 20, 2, 0))).toBe(utc(2026, 10, 31, 16, 0))
  })

  it('parses rows back, and refuses malformed ones with barsInvalidRow', () => {
    const parsed = parseRows('cn', '2026-11-20 09:30,10,10.2,10.4,9.9,1000,10118.5;2026-11-23,10,10,10,10,0,0;')
    expect(parsed.ok).toBe(true)
    if (parsed.ok) {
      expect(parsed.value.map((b) => b.time)).toEqual([utc(2026, 11, 20, 1, 30), utc(2026, 11, 22, 16, 0)])
      expect(parsed.value[0]?.amount.toFixed(2)).toBe('10118.50')
    }
    for (const row of [
      '2026-11-20 09:30,10,10.2,10.4,9.9,1000',
      '2026-11-20 25:30,10,10.2,10.4,9.9,1000,1',
      '2026-02-30,10,10.2,10.4,9.9,1000,1',
      '2026-11-20,10,10.2,10.1,9.9,1000,1',
      '2026-11-20,10,10.2,10.4,9.9,1.5,1',
      '2026-11-20,10,x,10.4,9.9,1000,1',
    ]) {
      expect(parseRow('cn', row)).toEqual({
        ok: false,
        error: { _tag: 'DomainError', key: 'barsInvalidRow', params: { row } },
      })
    }
  })
})

// Random 1-minute bars at distinct whole minutes over 2026-11-14 (Saturday) to 2026-11-24, session hours or not.
const exchange = fc.constantFrom<Exchange>('cn', 'hk', 'us')
const minuteBar = fc
  .tuple(
    fc.integer({ min: 0, max: 10 * 1440 }),
    fc.integer({ min: 100, max: 99_999 }),
    fc.integer({ min: 100, max: 99_999 }),
    fc.nat(500),
    fc.nat(500),
    fc.nat(100_000),
    fc.nat(10_000_000),
  )
  .map(([minute, a, b, up, down, volume, cents]) =>
    bar(
      utc(2026, 11, 14, 0, 0) + minute * 60_000,
      String(a / 100),
      String(b / 100),
      String((Math.max(a, b) + up) / 100),
      String(Math.max(1, Math.min(a, b) - down) / 100),
      volume,
      (cents / 100).toFixed(2),
    ),
  )
const minuteBars = fc.uniqueArray(minuteBar, { selector: (b) => b.time, maxLength: 300 })
const period = fc.constantFrom<KlinePeriod>(1, 5, 15, 30, 60, 101, 102, 103)
const totalVolume = (bars: readonly Bar[]) => bars.reduce((sum, b) => sum + b.volume, 0)
const totalAmount = (bars: readonly Bar[]) => M.toText(M.sum(bars.map((b) => b.amount)))

test.prop([exchange, minuteBars, period])(
  'aggregation keeps total volume and amount, and candles stay sane',
  (ex, bars, p) => {
    const out = aggregate(ex, bars, p)
    expect(totalVolume(out)).toBe(totalVolume(bars))
    expect(totalAmount(out)).toBe(totalAmount(bars))
    expect(out.length).toBeLessThanOrEqual(bars.length)
    out.forEach((b, i) => {
      expect(b.high.gte(P.of(Math.max(b.open.toNumber(), b.close.toNumber())))).toBe(true)
      expect(b.low.lte(b.open) && b.low.lte(b.close)).toBe(true)
      if (i > 0) expect(b.time).toBeGreaterThan((out[i - 1] as Bar).time)
      expect(bucketStart(ex, p, b.time)).toBe(b.time)
    })
  },
)

const chains: [KlinePeriod, KlinePeriod][] = [
  [1, 5],
  [5, 15],
  [15, 30],
  [30, 60],
  [5, 60],
  [60, 101],
  [101, 102],
  [101, 103],
]
test.prop([exchange, minuteBars, fc.constantFrom(...chains)])(
  'aggregating in two steps equals one step (1→5→15 = 1→15, …)',
  (ex, bars, [fine, coarse]) => {
    const text = (list: readonly Bar[]) => formatRows(ex, 1, list)
    expect(text(aggregate(ex, aggregate(ex, bars, fine), coarse))).toBe(text(aggregate(ex, bars, coarse)))
  },
)

test.prop([exchange, minuteBars, period])('chart rows read back to the same bars', (ex, bars, p) => {
  const out = aggregate(ex, bars, p)
  const parsed = parseRows(ex, formatRows(ex, p, out))
  expect(parsed.ok).toBe(true)
  if (parsed.ok) expect(formatRows(ex, 1, parsed.value)).toBe(formatRows(ex, 1, out))
})
