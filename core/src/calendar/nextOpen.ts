import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'
import { isTradingDate } from './isTradingDate.js'
import type { TradingCalendar } from './TradingCalendar.js'
import { type HoursKind, tradingHours } from './tradingHours.js'
import { instantAt, localDate, nextDate } from './zonedTime.js'

const searchLimit = 370

interface Window {
  readonly start: Instant
  readonly end: Instant
}

/** The first window of `kind` (as instants) that has not ended at `instant`, on this or a later trading date. */
const currentOrNextWindow = (
  exchange: Exchange,
  instant: Instant,
  calendar: TradingCalendar,
  kind: HoursKind,
): Result.Result<Window> => {
  let date = localDate(exchange, instant)
  for (let step = 0; step < searchLimit; step++) {
    const trading = isTradingDate(exchange, date, calendar)
    if (!trading.ok) return trading
    if (trading.value) {
      for (const span of tradingHours(exchange, kind)) {
        const window = { start: instantAt(exchange, date, span.from), end: instantAt(exchange, date, span.to) }
        if (instant < window.end) return Result.ok(window)
      }
    }
    date = nextDate(date)
  }
  return Result.fail(domainError('calendarNotCovered', { exchange, date }))
}

/**
 * The first instant at or after `instant` when hours of `kind` are open: `instant` itself when open already.
 * cn orders, Saturday 2026-11-21 → Monday 2026-11-23 09:32 Shanghai. Demo mode is always open.
 */
export const nextOpen = (
  exchange: Exchange,
  instant: Instant,
  calendar: TradingCalendar,
  kind: HoursKind = 'session',
): Result.Result<Instant> => {
  if (calendar.mode === 'demo') return Result.ok(instant)
  const window = currentOrNextWindow(exchange, instant, calendar, kind)
  return window.ok ? Result.ok(Math.max(instant, window.value.start)) : window
}

/**
 * The first instant after `instant` when the current (or, if closed, the next) window of `kind` closes; the window is
 * open up to it and closed at it. cn session at 10:00 → 11:30 the same day. In demo mode: the next local midnight.
 */
export const nextClose = (
  exchange: Exchange,
  instant: Instant,
  calendar: TradingCalendar,
  kind: HoursKind = 'session',
): Result.Result<Instant> => {
  if (calendar.mode === 'demo') return Result.ok(instantAt(exchange, nextDate(localDate(exchange, instant)), 0))
  const window = currentOrNextWindow(exchange, instant, calendar, kind)
  return window.ok ? Result.ok(window.value.end) : window
}
