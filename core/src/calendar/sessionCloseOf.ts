import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'
import type { TradingCalendar } from './TradingCalendar.js'
import { closingMinute } from './tradingHours.js'
import { instantAt, type LocalDate } from './zonedTime.js'

/**
 * The instant `date`'s session closes, where day-end jobs (stay fees, expiry) run: cn 2026-11-20 closes at
 * 2026-11-20T07:00Z (15:00 UTC+8). In demo mode the day closes at the next local midnight.
 */
export const sessionCloseOf = (exchange: Exchange, date: LocalDate, calendar: TradingCalendar): Instant =>
  instantAt(exchange, date, calendar.mode === 'demo' ? 24 * 60 : closingMinute(exchange))
