import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'
import { isTradingDate } from './isTradingDate.js'
import { sessionCloseOf } from './sessionCloseOf.js'
import type { TradingCalendar } from './TradingCalendar.js'
import { type LocalDate, localDate, nextDate } from './zonedTime.js'

// A year of calendar days always holds a trading day; the bound only guards against a list that closes everything.
const searchLimit = 370

/** The first trading date strictly after `date`: after Friday 2026-11-20 comes Monday 2026-11-23. */
export const nextTradingDate = (
  exchange: Exchange,
  date: LocalDate,
  calendar: TradingCalendar,
): Result.Result<LocalDate> => {
  let candidate = date
  for (let step = 0; step < searchLimit; step++) {
    candidate = nextDate(candidate)
    const trading = isTradingDate(exchange, candidate, calendar)
    if (!trading.ok) return trading
    if (trading.value) return Result.ok(candidate)
  }
  return Result.fail(domainError('calendarNotCovered', { exchange, date }))
}

/**
 * The trading day `instant` belongs to: today's date if it trades and its session has not closed yet, otherwise the
 * next trading date. Saturday 2026-11-21 belongs to Monday 2026-11-23; Friday 15:00 Shanghai already to Monday.
 */
export const tradingDay = (
  exchange: Exchange,
  instant: Instant,
  calendar: TradingCalendar,
): Result.Result<LocalDate> => {
  const today = localDate(exchange, instant)
  const trading = isTradingDate(exchange, today, calendar)
  if (!trading.ok) return trading
  if (trading.value && instant < sessionCloseOf(exchange, today, calendar)) return Result.ok(today)
  return nextTradingDate(exchange, today, calendar)
}

/** The trading date `n` ≥ 0 trading days after `date` (n = 0 is `date` itself): Friday 2026-11-20 + 1 is Monday 2026-11-23. */
export const addTradingDays = (
  exchange: Exchange,
  date: LocalDate,
  n: number,
  calendar: TradingCalendar,
): Result.Result<LocalDate> => {
  let day: Result.Result<LocalDate> = Result.ok(date)
  for (let step = 0; step < n && day.ok; step++) day = nextTradingDate(exchange, day.value, calendar)
  return day
}

/**
 * When something valid for `days` trading days expires: the session close of the `days`-th trading day, counting the
 * trading day of `from` as the first (DECISIONS §5 pending orders). Placed Friday 10:00 Shanghai with 5 days: Thursday 15:00.
 */
export const expiryAfterTradingDays = (
  exchange: Exchange,
  from: Instant,
  days: number,
  calendar: TradingCalendar,
): Result.Result<Instant> => {
  const first = tradingDay(exchange, from, calendar)
  if (!first.ok) return first
  const last = addTradingDays(exchange, first.value, Math.max(days, 1) - 1, calendar)
  return last.ok ? Result.ok(sessionCloseOf(exchange, last.value, calendar)) : last
}
