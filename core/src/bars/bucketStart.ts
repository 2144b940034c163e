import { tradingHours } from '../calendar/tradingHours.js'
import { addDays, instantAt, isoWeekday, localTime } from '../calendar/zonedTime.js'
import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'
import { isMinutePeriod, type KlinePeriod } from './KlinePeriod.js'

/** Local minutes where the day is cut into segments: midnight and every session edge (cn: 0, 570, 690, 780, 900). */
const segmentStarts = (exchange: Exchange): number[] => {
  const edges = new Set([0])
  for (const span of tradingHours(exchange, 'session')) {
    edges.add(span.from)
    edges.add(span.to)
  }
  return [...edges].sort((a, b) => a - b)
}

/**
 * The start of the bucket of `period` that `time` falls in, in the exchange's local time. Minute buckets count from
 * the start of their segment (a session half, or the gap before, between or after), so A-share 60-minute bars are
 * 09:30–10:30, 10:30–11:30, 13:00–14:00, 14:00–15:00; a bucket never crosses a session edge. Days start at local
 * midnight, weeks on Monday (ISO), months on the 1st: Sunday 2026-11-22 falls in the week of Monday 2026-11-16.
 */
export const bucketStart = (exchange: Exchange, period: KlinePeriod, time: Instant): Instant => {
  const local = localTime(exchange, time)
  if (isMinutePeriod(period)) {
    const minute = local.minuteOfDay
    const segment =
      segmentStarts(exchange)
        .filter((start) => start <= minute)
        .pop() ?? 0
    const bucketMinute = segment + Math.floor((minute - segment) / period) * period
    // Counting back the local minutes elapsed keeps the answer exact even on a daylight-saving night.
    return time - (local.msOfDay - bucketMinute * 60_000)
  }
  const date =
    period === 101
      ? local.date
      : period === 102
        ? addDays(local.date, 1 - isoWeekday(local.date))
        : `${local.date.slice(0, 8)}01`
  return instantAt(exchange, date, 0)
}
