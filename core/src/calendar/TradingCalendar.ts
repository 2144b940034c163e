import type { Exchange } from '../market/Market.js'
import { defaultHolidays, type HolidayList } from './Holidays.js'

/** `exchange` follows the real hours and holidays; `demo` is always open, with a visible banner (DECISIONS §9). */
export type CalendarMode = 'exchange' | 'demo'

/** Everything the calendar rules need besides the instant: the mode and each exchange's holiday list. */
export interface TradingCalendar {
  readonly mode: CalendarMode
  readonly holidays: Readonly<Record<Exchange, HolidayList>>
}

/** The embedded default: demo mode, so a newcomer can trade at any hour (DECISIONS §9). */
export const demoCalendar: TradingCalendar = { mode: 'demo', holidays: defaultHolidays }

/** Real exchange hours with the embedded holiday lists. */
export const exchangeCalendar: TradingCalendar = { mode: 'exchange', holidays: defaultHolidays }
