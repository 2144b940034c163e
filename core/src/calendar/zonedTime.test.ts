import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import type { Exchange } from '../market/Market.js'
import { exchangeCalendar } from './TradingCalendar.js'
import { isWithinDailyHours } from './withinDailyHours.js'
import {
  addDays,
  instantAt,
  isLocalDate,
  isoWeekday,
  localDate,
  localTime,
  parseWallClock,
  wallClock,
} from './zonedTime.js'

const utc = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s)

it('wallClock: 14:45Z is 09:45 in New York in January (UTC−5) and 10:45 in July (UTC−4); 16:30Z is 00:30 in Shanghai', () => {
  expect(wallClock('us', utc(2026, 1, 15, 14, 45))).toBe('09:45')
  expect(wallClock('us', utc(2026, 7, 15, 14, 45))).toBe('10:45')
  expect(wallClock('cn', utc(2026, 11, 20, 16, 30))).toBe('00:30')
  expect(localDate('cn', utc(2026, 11, 20, 16, 30))).toBe('2026-11-21')
})

it('instantAt: Shanghai 2026-11-20 09:30 is 01:30Z; New York 2026-11-02 09:30 is 14:30Z (EST began on the 1st)', () => {
  expect(instantAt('cn', '2026-11-20', 570)).toBe(utc(2026, 11, 20, 1, 30))
  expect(instantAt('us', '2026-11-02', 570)).toBe(utc(2026, 11, 2, 14, 30))
  expect(instantAt('us', '2026-10-30', 570)).toBe(utc(2026, 10, 30, 13, 30))
})

it('date helpers', () => {
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
  expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
  expect(isoWeekday('2026-11-22')).toBe(7)
  expect(isoWeekday('2026-11-23')).toBe(1)
  expect(isLocalDate('2026-02-29')).toBe(false)
  expect(isLocalDate('2024-02-29')).toBe(true)
  expect(parseWallClock('09:15')).toBe(555)
  expect(parseWallClock('24:00')).toBeUndefined()
})

it('withdrawal hours 09:15–15:00 Shanghai on trading days: begin included, end excluded', () => {
  const within = (t: number) => isWithinDailyHours('cn', t, '09:15', '15:00', exchangeCalendar)
  expect(within(utc(2026, 11, 20, 1, 14, 59))).toEqual({ ok: true, value: false })
  expect(within(utc(2026, 11, 20, 1, 15))).toEqual({ ok: true, value: true })
  expect(within(utc(2026, 11, 20, 6, 59, 59))).toEqual({ ok: true, value: true })
  expect(within(utc(2026, 11, 20, 7, 0))).toEqual({ ok: true, value: false })
  expect(within(utc(2026, 11, 21, 2, 0))).toEqual({ ok: true, value: false })
})

const exchange = fc.constantFrom<Exchange>('cn', 'hk', 'us')
test.prop([exchange, fc.integer({ min: utc(2000, 1, 1, 0, 0) / 60_000, max: utc(2040, 1, 1, 0, 0) / 60_000 })])(
  'instantAt inverts localTime on whole minutes (outside the 00:00–03:00 hours a clock change can repeat)',
  (ex, minutes) => {
    const t = minutes * 60_000
    const local = localTime(ex, t)
    fc.pre(local.minuteOfDay >= 180)
    expect(instantAt(ex, local.date, local.minuteOfDay)).toBe(t)
  },
)
