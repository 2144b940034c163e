import * as Result from '../errors/Result.js'
import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'
import { isTradingDate } from './isTradingDate.js'
import type { TradingCalendar } from './TradingCalendar.js'
import { localTime, parseWallClock } from './zonedTime.js'

/**
 * Whether `instant` is on a trading day between `begin` (included) and `end` (excluded), "HH:mm" on the exchange's
 * wall clock, as the withdrawal hours 09:15–15:00 (DECISIONS §10): 14:59:59 is inside, 15:00:00 is not. Demo: always.
 * Unreadable times count as never inside.
 */
export const isWithinDailyHours = (
  exchange: Exchange,
  instant: Instant,
  begin: string,
  end: string,
  calendar: TradingCalendar,
): Result.Result<boolean> => {
  if (calendar.mode === 'demo') return Result.ok(true)
  const from = parseWallClock(begin)
  const to = parseWallClock(end)
  const local = localTime(exchange, instant)
  const trading = isTradingDate(exchange, local.date, calendar)
  if (!trading.ok || !trading.value) return trading
  if (from === undefined || to === undefined) return Result.ok(false)
  return Result.ok(local.msOfDay >= from * 60_000 && local.msOfDay < to * 60_000)
}
