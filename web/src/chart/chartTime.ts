import { Calendar, type Exchange } from '@bourse/core'
import type { UTCTimestamp } from 'lightweight-charts'

/**
 * A bar's start as the chart's time axis wants it: the exchange's wall clock written as if it were UTC, so the
 * axis reads "09:30" in Shanghai whatever the phone's time zone (lightweight-charts draws times in UTC).
 */
export const chartTime = (exchange: Exchange, instant: number): UTCTimestamp => {
  const local = Calendar.localTime(exchange, instant)
  const [year = 0, month = 1, day = 1] = local.date.split('-').map(Number)
  return (Date.UTC(year, month - 1, day) / 1000 + local.minuteOfDay * 60) as UTCTimestamp
}
