import { Calendar, type Exchange } from '@bourse/core'

/** The calendar of the server's mode (DECISIONS §9): `demo` is always open, `exchange` keeps real hours. */
export const calendarOf = (mode: 'demo' | 'exchange'): Calendar.TradingCalendar =>
  mode === 'demo' ? Calendar.demoCalendar : Calendar.exchangeCalendar

/**
 * The trading day `now` belongs to on `exchange`; where the holiday list does not reach (a date past its coverage)
 * the local date stands in, so the simulator keeps running rather than stopping.
 */
export const tradingDayOf = (exchange: Exchange, now: number, calendar: Calendar.TradingCalendar): string => {
  const day = Calendar.tradingDay(exchange, now, calendar)
  return day.ok ? day.value : Calendar.localDate(exchange, now)
}

/** Whether the exchange's session is running at `now`; an uncovered date counts as closed in exchange mode. */
export const isSessionOpen = (exchange: Exchange, now: number, calendar: Calendar.TradingCalendar): boolean => {
  const open = Calendar.isSessionOpen(exchange, now, calendar)
  return open.ok && open.value
}

/**
 * Whether generated history has `date`: the exchange's real trading dates in both modes, so charts look like a
 * market's; outside the holiday list's coverage weekdays count.
 */
export const isHistoryDate = (exchange: Exchange, date: string): boolean => {
  const trading = Calendar.isTradingDate(exchange, date, Calendar.exchangeCalendar)
  return trading.ok ? trading.value : Calendar.isoWeekday(date) <= 5
}

/** The exchange's real trading dates in the `calendarDays` before `before` (exclusive), oldest first. */
export const historyDates = (exchange: Exchange, before: string, calendarDays: number): string[] => {
  const dates: string[] = []
  for (let back = calendarDays; back >= 1; back--) {
    const date = Calendar.addDays(before, -back)
    if (isHistoryDate(exchange, date)) dates.push(date)
  }
  return dates
}

/** The session's minute starts on a trading day, as offsets from local midnight: cn 570 … 689, 780 … 899. */
export const sessionMinutes = (exchange: Exchange): number[] =>
  Calendar.tradingHours(exchange, 'session').flatMap((span) =>
    Array.from({ length: span.to - span.from }, (_, i) => span.from + i),
  )
