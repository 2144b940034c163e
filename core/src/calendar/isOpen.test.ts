import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { Exchange } from '../market/Market.js'
import { defaultHolidays } from './Holidays.js'
import { isOrderWindowOpen, isSessionOpen } from './isOpen.js'
import { demoCalendar, exchangeCalendar } from './TradingCalendar.js'

const utc = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s)
const session = (exchange: Exchange, t: number) => isSessionOpen(exchange, t, exchangeCalendar)
const orders = (exchange: Exchange, t: number) => isOrderWindowOpen(exchange, t, exchangeCalendar)

describe('A-share order window on Wednesday 2026-11-18 (Shanghai = UTC+8, so 09:32 is 01:32Z)', () => {
  it.each([
    ['09:29:59', utc(2026, 11, 18, 1, 29, 59), false, false],
    ['09:30:00', utc(2026, 11, 18, 1, 30), true, false],
    ['09:31:59', utc(2026, 11, 18, 1, 31, 59), true, false],
    ['09:32:00', utc(2026, 11, 18, 1, 32), true, true],
    ['11:29:59', utc(2026, 11, 18, 3, 29, 59), true, true],
    ['11:30:00', utc(2026, 11, 18, 3, 30), false, false],
    ['12:00:00', utc(2026, 11, 18, 4, 0), false, false],
    ['12:59:59', utc(2026, 11, 18, 4, 59, 59), false, false],
    ['13:00:00', utc(2026, 11, 18, 5, 0), true, true],
    ['14:57:00', utc(2026, 11, 18, 6, 57), true, true],
    ['14:57:59', utc(2026, 11, 18, 6, 57, 59), true, true],
    ['14:58:00', utc(2026, 11, 18, 6, 58), true, false],
    ['14:59:59', utc(2026, 11, 18, 6, 59, 59), true, false],
    ['15:00:00', utc(2026, 11, 18, 7, 0), false, false],
    ['15:01:00', utc(2026, 11, 18, 7, 1), false, false],
  ])('cn at %s Shanghai', (_label, t, sessionOpen, ordersOpen) => {
    expect(session('cn', t)).toEqual({ ok: true, value: sessionOpen })
    expect(orders('cn', t)).toEqual({ ok: true, value: ordersOpen })
  })
})

describe('Hong Kong (UTC+8) on Wednesday 2026-11-18: orders follow the session', () => {
  it.each([
    ['09:29:59', utc(2026, 11, 18, 1, 29, 59), false],
    ['09:30:00', utc(2026, 11, 18, 1, 30), true],
    ['11:59:59', utc(2026, 11, 18, 3, 59, 59), true],
    ['12:00:00', utc(2026, 11, 18, 4, 0), false],
    ['13:00:00', utc(2026, 11, 18, 5, 0), true],
    ['15:59:59', utc(2026, 11, 18, 7, 59, 59), true],
    ['16:00:00', utc(2026, 11, 18, 8, 0), false],
  ])('%s', (_label, t, open) => {
    expect(session('hk', t)).toEqual({ ok: true, value: open })
    expect(orders('hk', t)).toEqual({ ok: true, value: open })
  })
})

describe('New York keeps 09:30–16:00 local across daylight saving', () => {
  it.each([
    // Summer, EDT = UTC−4: 09:30 is 13:30Z, 16:00 is 20:00Z.
    ['summer 09:29:59', utc(2026, 7, 1, 13, 29, 59), false],
    ['summer 09:30', utc(2026, 7, 1, 13, 30), true],
    ['summer 15:59:59', utc(2026, 7, 1, 19, 59, 59), true],
    ['summer 16:00', utc(2026, 7, 1, 20, 0), false],
    // Winter, EST = UTC−5: 09:30 is 14:30Z, 16:00 is 21:00Z.
    ['winter 09:29:59', utc(2026, 1, 14, 14, 29, 59), false],
    ['winter 09:30', utc(2026, 1, 14, 14, 30), true],
    ['winter 13:30Z is 08:30 local', utc(2026, 1, 14, 13, 30), false],
    ['winter 15:59:59', utc(2026, 1, 14, 20, 59, 59), true],
    ['winter 16:00', utc(2026, 1, 14, 21, 0), false],
  ])('%s', (_label, t, open) => {
    expect(session('us', t)).toEqual({ ok: true, value: open })
    expect(orders('us', t)).toEqual({ ok: true, value: open })
  })
})

describe('days off and coverage', () => {
  it('is closed on Saturday 2026-11-21 and on the National Day holiday 2026-10-01 at 10:00 Shanghai', () => {
    expect(session('cn', utc(2026, 11, 21, 2, 0))).toEqual({ ok: true, value: false })
    expect(session('cn', utc(2026, 10, 1, 2, 0))).toEqual({ ok: true, value: false })
    // US Thanksgiving 2026-11-26, 10:00 EST = 15:00Z
    expect(session('us', utc(2026, 11, 26, 15, 0))).toEqual({ ok: true, value: false })
  })

  it('refuses dates past the end of the holiday list (cn covers 2026) and before its start', () => {
    const past = session('cn', utc(2027, 1, 4, 2, 0))
    expect(past).toEqual({
      ok: false,
      error: { _tag: 'DomainError', key: 'calendarNotCovered', params: { exchange: 'cn', date: '2027-01-04' } },
    })
    expect(orders('hk', utc(2023, 12, 29, 2, 0)).ok).toBe(false)
  })

  it('demo mode is open on a Sunday night and past the coverage', () => {
    expect(isOrderWindowOpen('cn', utc(2026, 11, 22, 19, 0), demoCalendar)).toEqual({ ok: true, value: true })
    expect(isSessionOpen('us', utc(2030, 1, 1, 0, 0), demoCalendar)).toEqual({ ok: true, value: true })
  })
})

// A deliberately simpler reference: fixed UTC+8 for cn/hk; for New York the US rule (EDT from the second Sunday of
// March 07:00Z to the first Sunday of November 06:00Z) written out by hand.
const nthSunday = (year: number, month: number, n: number): number => {
  const firstDay = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  return 1 + ((7 - firstDay) % 7) + (n - 1) * 7
}
const offsetHours = (exchange: Exchange, t: number): number => {
  if (exchange !== 'us') return 8
  const year = new Date(t).getUTCFullYear()
  const start = Date.UTC(year, 2, nthSunday(year, 3, 2), 7)
  const end = Date.UTC(year, 10, nthSunday(year, 11, 1), 6)
  return t >= start && t < end ? -4 : -5
}
const referenceHours: Record<Exchange, { session: [number, number][]; orders: [number, number][] }> = {
  cn: {
    session: [
      [930, 1130],
      [1300, 1500],
    ],
    orders: [
      [932, 1130],
      [1300, 1458],
    ],
  },
  hk: {
    session: [
      [930, 1200],
      [1300, 1600],
    ],
    orders: [
      [930, 1200],
      [1300, 1600],
    ],
  },
  us: { session: [[930, 1600]], orders: [[930, 1600]] },
}
const referenceOpen = (exchange: Exchange, t: number, kind: 'session' | 'orders'): boolean => {
  const local = new Date(t + offsetHours(exchange, t) * 3_600_000)
  const date = local.toISOString().slice(0, 10)
  const weekday = local.getUTCDay()
  if (weekday === 0 || weekday === 6 || defaultHolidays[exchange].dates.includes(date)) return false
  const hhmm = local.getUTCHours() * 100 + local.getUTCMinutes()
  return referenceHours[exchange][kind].some(([from, to]) => hhmm >= from && hhmm < to)
}

const exchange = fc.constantFrom<Exchange>('cn', 'hk', 'us')
// 2024-01-02 to 2026-12-30, with a bias to whole minutes so boundaries are hit.
const instant = fc.oneof(
  fc.integer({ min: utc(2024, 1, 2, 0, 0), max: utc(2026, 12, 30, 0, 0) }),
  fc.integer({ min: utc(2024, 1, 2, 0, 0) / 60_000, max: utc(2026, 12, 30, 0, 0) / 60_000 }).map((m) => m * 60_000),
)

// Whole-second instants within a second of every boundary minute, so an off-by-one-minute window cannot slip through.
const boundaryMinutes = [570, 572, 690, 720, 780, 898, 900, 960]
const nearBoundary = fc
  .tuple(
    exchange,
    fc.integer({ min: 1, max: 1090 }).map((days) => Date.UTC(2024, 0, 1) + days * 86_400_000),
    fc.constantFrom(...boundaryMinutes),
    fc.constantFrom(-1000, 0, 1000),
  )
  .map(([ex, midnight, minute, delta]) => {
    const wall = midnight + minute * 60_000 + delta
    const guess = wall - offsetHours(ex, wall) * 3_600_000
    return [ex, wall - offsetHours(ex, guess) * 3_600_000] as const
  })

test.prop([nearBoundary], { numRuns: 1000 })('boundaries agree with the reference', ([ex, t]) => {
  expect(session(ex, t)).toEqual({ ok: true, value: referenceOpen(ex, t, 'session') })
  expect(orders(ex, t)).toEqual({ ok: true, value: referenceOpen(ex, t, 'orders') })
})

test.prop([exchange, instant], { numRuns: 2000 })('session and order window agree with the reference', (ex, t) => {
  expect(session(ex, t)).toEqual({ ok: true, value: referenceOpen(ex, t, 'session') })
  expect(orders(ex, t)).toEqual({ ok: true, value: referenceOpen(ex, t, 'orders') })
})

test.prop([exchange, fc.integer({ min: 0, max: 4_102_444_800_000 })])('demo mode is always open', (ex, t) => {
  expect(isSessionOpen(ex, t, demoCalendar)).toEqual({ ok: true, value: true })
  expect(isOrderWindowOpen(ex, t, demoCalendar)).toEqual({ ok: true, value: true })
})
