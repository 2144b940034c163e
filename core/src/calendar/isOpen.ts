import * as Result from '../errors/Result.js'
import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'
import { isTradingDate } from './isTradingDate.js'
import type { TradingCalendar } from './TradingCalendar.js'
import { type HoursKind, tradingHours } from './tradingHours.js'
import { localTime } from './zonedTime.js'

/** Whether `instant` falls in the exchange's hours of `kind` on a trading day; demo mode is always open. */
export const isOpen = (
  exchange: Exchange,
  instant: Instant,
  calendar: TradingCalendar,
  kind: HoursKind,
): Result.Result<boolean> => {
  if (calendar.mode === 'demo') return Result.ok(true)
  const local = localTime(exchange, instant)
  const trading = isTradingDate(exchange, local.date, calendar)
  if (!trading.ok || !trading.value) return trading
  const ms = local.msOfDay
  return Result.ok(tradingHours(exchange, kind).some((span) => ms >= span.from * 60_000 && ms < span.to * 60_000))
}

/** Whether the exchange's session is running: cn 09:30–11:30 and 13:00–15:00 Shanghai time, end excluded. */
export const isSessionOpen = (
  exchange: Exchange,
  instant: Instant,
  calendar: TradingCalendar,
): Result.Result<boolean> => isOpen(exchange, instant, calendar, 'session')

/**
 * Whether orders and closes are accepted (DECISIONS §9): cn from 09:32:00 to before 11:30:00 and from 13:00:00 to
 * before 14:58:00 (so 14:57:59 is open); hk and us follow their sessions.
 */
export const isOrderWindowOpen = (
  exchange: Exchange,
  instant: Instant,
  calendar: TradingCalendar,
): Result.Result<boolean> => isOpen(exchange, instant, calendar, 'orders')
