import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import type { Exchange } from '../market/Market.js'
import { isTradingDate } from './isTradingDate.js'
import { sessionCloseOf } from './sessionCloseOf.js'
import { demoCalendar, exchangeCalendar } from './TradingCalendar.js'
import { addTradingDays, expiryAfterTradingDays, nextTradingDate, tradingDay } from './tradingDay.js'
import { addDays, localDate } from './zonedTime.js'

const utc = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s)
const value = <A>(result: { ok: true; value: A } | { ok: false }): A => {
  if (!result.ok) throw new Error('expected a value')
  return result.value
}

it('cn Friday 2026-11-20: 14:59:59 Shanghai belongs to Friday, 15:00 to Monday 2026-11-23', () => {
  expect(tradingDay('cn', utc(2026, 11, 20, 6, 59, 59), exchangeCalendar)).toEqual({ ok: true, value: '2026-11-20' })
  expect(tradingDay('cn', utc(2026, 11, 20, 7, 0), exchangeCalendar)).toEqual({ ok: true, value: '2026-11-23' })
  expect(tradingDay('cn', utc(2026, 11, 21, 2, 0), exchangeCalendar)).toEqual({ ok: true, value: '2026-11-23' })
})

it('cn: the trading day after Wednesday 2026-09-30 is Thursday 2026-10-08', () => {
  expect(nextTradingDate('cn', '2026-09-30', exchangeCalendar)).toEqual({ ok: true, value: '2026-10-08' })
})

it('addTradingDays: Friday 2026-11-20 + 0 = itself, + 1 = Monday 23rd, + 5 = Friday 27th; us + 4 skips Thanksgiving', () => {
  expect(addTradingDays('cn', '2026-11-20', 0, exchangeCalendar)).toEqual({ ok: true, value: '2026-11-20' })
  expect(addTradingDays('cn', '2026-11-20', 1, exchangeCalendar)).toEqual({ ok: true, value: '2026-11-23' })
  expect(addTradingDays('cn', '2026-11-20', 5, exchangeCalendar)).toEqual({ ok: true, value: '2026-11-27' })
  // 23 Mon, 24 Tue, 25 Wed, (26 Thanksgiving), 27 Fri
  expect(addTradingDays('us', '2026-11-20', 4, exchangeCalendar)).toEqual({ ok: true, value: '2026-11-27' })
})

it('pending-order expiry, 5 trading days from Friday 2026-11-20 10:00: cn Thursday 26th 15:00 (07:00Z), us Friday 27th 16:00 EST (21:00Z)', () => {
  // cn: Fri 20 (1), Mon 23 (2), Tue 24 (3), Wed 25 (4), Thu 26 (5)
  expect(expiryAfterTradingDays('cn', utc(2026, 11, 20, 2, 0), 5, exchangeCalendar)).toEqual({
    ok: true,
    value: utc(2026, 11, 26, 7, 0),
  })
  // us: Fri 20, Mon 23, Tue 24, Wed 25, Fri 27 (Thursday 26th is Thanksgiving); 10:00 EST is 15:00Z
  expect(expiryAfterTradingDays('us', utc(2026, 11, 20, 15, 0), 5, exchangeCalendar)).toEqual({
    ok: true,
    value: utc(2026, 11, 27, 21, 0),
  })
})

it('sessionCloseOf follows New York daylight saving: 16:00 is 21:00Z on 2026-03-06 and 20:00Z on 2026-03-09', () => {
  expect(sessionCloseOf('us', '2026-03-06', exchangeCalendar)).toBe(utc(2026, 3, 6, 21, 0))
  expect(sessionCloseOf('us', '2026-03-09', exchangeCalendar)).toBe(utc(2026, 3, 9, 20, 0))
  expect(sessionCloseOf('hk', '2026-11-20', exchangeCalendar)).toBe(utc(2026, 11, 20, 8, 0))
})

it('demo: every day trades and closes at the next local midnight', () => {
  expect(tradingDay('cn', utc(2026, 11, 21, 4, 0), demoCalendar)).toEqual({ ok: true, value: '2026-11-21' })
  expect(addTradingDays('cn', '2026-11-21', 2, demoCalendar)).toEqual({ ok: true, value: '2026-11-23' })
  expect(sessionCloseOf('cn', '2026-11-21', demoCalendar)).toBe(utc(2026, 11, 21, 16, 0))
})

const exchange = fc.constantFrom<Exchange>('cn', 'hk', 'us')
const instant = fc.integer({ min: utc(2024, 1, 2, 0, 0), max: utc(2026, 11, 1, 0, 0) })
const date = fc.integer({ min: 0, max: 900 }).map((days) => addDays('2024-01-01', days))

test.prop([exchange, instant])(
  'tradingDay is a trading date whose close is after the instant, with none skipped',
  (ex, t) => {
    const day = value(tradingDay(ex, t, exchangeCalendar))
    expect(value(isTradingDate(ex, day, exchangeCalendar))).toBe(true)
    expect(sessionCloseOf(ex, day, exchangeCalendar)).toBeGreaterThan(t)
    for (let d = localDate(ex, t); d < day; d = addDays(d, 1)) {
      const trades = value(isTradingDate(ex, d, exchangeCalendar))
      expect(trades && sessionCloseOf(ex, d, exchangeCalendar) > t).toBe(false)
    }
  },
)

test.prop([exchange, date, fc.nat(20), fc.nat(20)])('addTradingDays composes: +a then +b is +(a+b)', (ex, d, a, b) => {
  const stepwise = value(addTradingDays(ex, value(addTradingDays(ex, d, a, exchangeCalendar)), b, exchangeCalendar))
  expect(value(addTradingDays(ex, d, a + b, exchangeCalendar))).toBe(stepwise)
})

test.prop([exchange, date, fc.integer({ min: 1, max: 20 })])(
  'addTradingDays lands on a later trading date',
  (ex, d, n) => {
    const later = value(addTradingDays(ex, d, n, exchangeCalendar))
    expect(later > d).toBe(true)
    expect(value(isTradingDate(ex, later, exchangeCalendar))).toBe(true)
  },
)
