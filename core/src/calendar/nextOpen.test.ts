import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import type { Exchange } from '../market/Market.js'
import { isOpen } from './isOpen.js'
import { nextClose, nextOpen } from './nextOpen.js'
import { demoCalendar, exchangeCalendar } from './TradingCalendar.js'
import type { HoursKind } from './tradingHours.js'

const utc = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s)
const value = <A>(result: { ok: true; value: A } | { ok: false }): A => {
  if (!result.ok) throw new Error('expected a value')
  return result.value
}

it('cn: Saturday 2026-11-21 noon opens Monday 09:30 (session) and 09:32 (orders) Shanghai = 01:30Z / 01:32Z', () => {
  const saturdayNoon = utc(2026, 11, 21, 4, 0)
  expect(nextOpen('cn', saturdayNoon, exchangeCalendar)).toEqual({ ok: true, value: utc(2026, 11, 23, 1, 30) })
  expect(nextOpen('cn', saturdayNoon, exchangeCalendar, 'orders')).toEqual({
    ok: true,
    value: utc(2026, 11, 23, 1, 32),
  })
})

it('cn: at lunch 11:45 the next open is 13:00 the same day, and while open it is the instant itself', () => {
  expect(nextOpen('cn', utc(2026, 11, 20, 3, 45), exchangeCalendar)).toEqual({
    ok: true,
    value: utc(2026, 11, 20, 5, 0),
  })
  expect(nextOpen('cn', utc(2026, 11, 20, 2, 0), exchangeCalendar)).toEqual({
    ok: true,
    value: utc(2026, 11, 20, 2, 0),
  })
})

it('cn: at 10:00 the session closes at 11:30 and the order window too; at 14:00 orders close at 14:58', () => {
  expect(nextClose('cn', utc(2026, 11, 20, 2, 0), exchangeCalendar)).toEqual({
    ok: true,
    value: utc(2026, 11, 20, 3, 30),
  })
  expect(nextClose('cn', utc(2026, 11, 20, 6, 0), exchangeCalendar, 'orders')).toEqual({
    ok: true,
    value: utc(2026, 11, 20, 6, 58),
  })
})

it('cn: after the 2026-09-30 close the next open is 2026-10-08 09:30 (National Day week, then the weekend)', () => {
  expect(nextOpen('cn', utc(2026, 9, 30, 8, 0), exchangeCalendar)).toEqual({ ok: true, value: utc(2026, 10, 8, 1, 30) })
})

it('us: Friday 2026-03-06 17:00 EST (22:00Z) opens Monday 2026-03-09 09:30 EDT (13:30Z), daylight time began on the 8th', () => {
  expect(nextOpen('us', utc(2026, 3, 6, 22, 0), exchangeCalendar)).toEqual({ ok: true, value: utc(2026, 3, 9, 13, 30) })
})

it('refuses to search past the coverage: cn from 2026-12-31 16:00 Shanghai', () => {
  const result = nextOpen('cn', utc(2026, 12, 31, 8, 0), exchangeCalendar)
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.error.key).toBe('calendarNotCovered')
})

it('demo: the next open is now, and the next close is the next local midnight', () => {
  const t = utc(2026, 11, 21, 4, 0)
  expect(nextOpen('cn', t, demoCalendar)).toEqual({ ok: true, value: t })
  // 2026-11-22 00:00 Shanghai is 2026-11-21 16:00Z
  expect(nextClose('cn', t, demoCalendar)).toEqual({ ok: true, value: utc(2026, 11, 21, 16, 0) })
})

const exchange = fc.constantFrom<Exchange>('cn', 'hk', 'us')
const kind = fc.constantFrom<HoursKind>('session', 'orders')
const instant = fc.integer({ min: utc(2024, 1, 2, 0, 0), max: utc(2026, 12, 1, 0, 0) })
const open = (ex: Exchange, t: number, k: HoursKind) => value(isOpen(ex, t, exchangeCalendar, k))

test.prop([exchange, kind, instant, fc.double({ min: 0, max: 1, noNaN: true })])(
  'nextOpen is open, nothing between now and it is open, and the instant before it is closed',
  (ex, k, t, fraction) => {
    const opening = value(nextOpen(ex, t, exchangeCalendar, k))
    expect(opening).toBeGreaterThanOrEqual(t)
    expect(open(ex, opening, k)).toBe(true)
    if (opening > t) {
      expect(open(ex, opening - 1, k)).toBe(false)
      expect(open(ex, t + Math.floor((opening - t) * fraction * 0.999999), k)).toBe(false)
    }
  },
)

test.prop([exchange, kind, instant, fc.double({ min: 0, max: 1, noNaN: true })])(
  'nextClose is closed, the instant before it is open, and so is everything from the next open up to it',
  (ex, k, t, fraction) => {
    const opening = value(nextOpen(ex, t, exchangeCalendar, k))
    const closing = value(nextClose(ex, t, exchangeCalendar, k))
    expect(closing).toBeGreaterThan(opening)
    expect(open(ex, closing, k)).toBe(false)
    expect(open(ex, closing - 1, k)).toBe(true)
    expect(open(ex, opening + Math.floor((closing - opening) * fraction * 0.999999), k)).toBe(true)
  },
)

test.prop([exchange, kind, fc.integer({ min: 0, max: 4_102_444_800_000 })])('demo: nextOpen is now', (ex, k, t) => {
  expect(nextOpen(ex, t, demoCalendar, k)).toEqual({ ok: true, value: t })
  expect(value(nextClose(ex, t, demoCalendar, k))).toBeGreaterThan(t)
})
