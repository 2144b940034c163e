import type { Exchange } from '../market/Market.js'
import type { Instant } from '../time/Instant.js'

/** A date on an exchange's own wall calendar, as "YYYY-MM-DD". */
export type LocalDate = string

/** The IANA time zone each exchange keeps its hours in (DECISIONS §9). */
export const zoneOf = (exchange: Exchange): string =>
  exchange === 'cn' ? 'Asia/Shanghai' : exchange === 'hk' ? 'Asia/Hong_Kong' : 'America/New_York'

/** The wall-clock reading of an instant in one zone. `minuteOfDay` is hours × 60 + minutes (09:32 is 572). */
export interface LocalTime {
  readonly date: LocalDate
  readonly minuteOfDay: number
  /** Milliseconds since local midnight, seconds included. */
  readonly msOfDay: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0')

const fieldsOf = (instant: Instant, zone: string) => {
  const parts: Record<string, number> = {}
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** Reads the wall clock of `zone` at `instant`: 2026-07-01T14:00Z in New York is 2026-07-01, 10:00 (daylight time, UTC−4). */
export const localTimeIn = (zone: string, instant: Instant): LocalTime => {
  const f = fieldsOf(instant, zone)
  const millis = ((instant % 1000) + 1000) % 1000
  return {
    date: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`,
    minuteOfDay: f.hour * 60 + f.minute,
    msOfDay: ((f.hour * 60 + f.minute) * 60 + f.second) * 1000 + millis,
  }
}

/** The exchange's wall clock at `instant`. */
export const localTime = (exchange: Exchange, instant: Instant): LocalTime => localTimeIn(zoneOf(exchange), instant)

/** The exchange's local date at `instant`: 2026-11-20T16:30Z is 2026-11-21 in Shanghai (UTC+8). */
export const localDate = (exchange: Exchange, instant: Instant): LocalDate => localTime(exchange, instant).date

/** "HH:mm" on the exchange's wall clock, e.g. for withdrawal hours: 2026-01-15T14:45Z is "09:45" in New York (UTC−5). */
export const wallClock = (exchange: Exchange, instant: Instant): string => {
  const minutes = localTime(exchange, instant).minuteOfDay
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** Parses "HH:mm" (00:00–23:59) into minutes since midnight: "09:15" is 555; anything else is `undefined`. */
export const parseWallClock = (text: string): number | undefined => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

const utcOfDate = (date: LocalDate): number => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day)
}

/** The zone's offset from UTC at `instant`, in ms (Shanghai +8 h; New York −4 h in summer, −5 h in winter). */
const offsetAt = (zone: string, instant: Instant): number => {
  const f = fieldsOf(instant, zone)
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second)
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000))
}

/**
 * The instant at which `zone`'s wall clock reads `date` + `minuteOfDay` (may exceed 1440 to reach the next day):
 * Shanghai 2026-11-20 at 570 (09:30) is 2026-11-20T01:30Z. Two passes settle the offset across a daylight-saving change.
 */
export const instantAtIn = (zone: string, date: LocalDate, minuteOfDay: number): Instant => {
  const wall = utcOfDate(date) + minuteOfDay * 60_000
  const first = wall - offsetAt(zone, wall)
  return wall - offsetAt(zone, first)
}

/** The instant at which the exchange's wall clock reads `date` + `minuteOfDay`. */
export const instantAt = (exchange: Exchange, date: LocalDate, minuteOfDay: number): Instant =>
  instantAtIn(zoneOf(exchange), date, minuteOfDay)

/** The calendar day after `date`: "2026-02-28" → "2026-03-01". */
export const nextDate = (date: LocalDate): LocalDate => addDays(date, 1)

/** `date` moved by `days` calendar days (negative goes back): addDays("2026-12-30", 3) is "2027-01-02". */
export const addDays = (date: LocalDate, days: number): LocalDate =>
  new Date(utcOfDate(date) + days * 86_400_000).toISOString().slice(0, 10)

/** ISO weekday of a date, 1 Monday … 7 Sunday: "2026-11-22" is 7. */
export const isoWeekday = (date: LocalDate): number => {
  const day = new Date(utcOfDate(date)).getUTCDay()
  return day === 0 ? 7 : day
}

/** True for "YYYY-MM-DD" naming a real calendar date. */
export const isLocalDate = (text: string): text is LocalDate =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(utcOfDate(text)).toISOString().slice(0, 10) === text
