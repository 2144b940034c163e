import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { Exchange } from '../market/Market.js'
import { covers, isHoliday } from './Holidays.js'
import type { TradingCalendar } from './TradingCalendar.js'
import { isoWeekday, type LocalDate } from './zonedTime.js'

/**
 * Whether the exchange trades on `date`: a weekday not in its holiday list. In demo mode every day trades.
 * A date outside the list's coverage is refused with `calendarNotCovered`, never guessed.
 */
export const isTradingDate = (
  exchange: Exchange,
  date: LocalDate,
  calendar: TradingCalendar,
): Result.Result<boolean> => {
  if (calendar.mode === 'demo') return Result.ok(true)
  const list = calendar.holidays[exchange]
  if (!covers(list, date)) return Result.fail(domainError('calendarNotCovered', { exchange, date }))
  return Result.ok(isoWeekday(date) <= 5 && !isHoliday(list, date))
}
