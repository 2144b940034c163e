export { defaultHolidays, type HolidayList } from './Holidays.js'
export { isOpen, isOrderWindowOpen, isSessionOpen } from './isOpen.js'
export { isTradingDate } from './isTradingDate.js'
export { calendarMessages } from './messages.js'
export { nextClose, nextOpen } from './nextOpen.js'
export { sessionCloseOf } from './sessionCloseOf.js'
export {
  type CalendarMode,
  demoCalendar,
  exchangeCalendar,
  type TradingCalendar,
} from './TradingCalendar.js'
export { addTradingDays, expiryAfterTradingDays, nextTradingDate, tradingDay } from './tradingDay.js'
export { closingMinute, type HoursKind, type Span, tradingHours } from './tradingHours.js'
export { isWithinDailyHours } from './withinDailyHours.js'
export {
  addDays,
  instantAt,
  isLocalDate,
  isoWeekday,
  type LocalDate,
  type LocalTime,
  localDate,
  localTime,
  parseWallClock,
  wallClock,
  zoneOf,
} from './zonedTime.js'
