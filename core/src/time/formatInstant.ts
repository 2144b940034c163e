import type { Instant } from './Instant.js'

const two = (n: number) => String(n).padStart(2, '0')

/** How much of a moment a screen shows: the day and the time to the second, or the day alone. */
export type InstantPrecision = 'dateTime' | 'date'

/**
 * The one way every screen writes a moment (news, records, positions, listings): `YYYY-MM-DD HH:mm:ss` at the
 * reader's offset east of UTC in minutes (the web passes `-new Date(at).getTimezoneOffset()`), or `YYYY-MM-DD` alone.
 * Year first, so no reader mistakes 03-04 for 4 March or 3 April. Example: (0, 330) → "1970-01-01 05:30:00";
 * (0, 330, 'date') → "1970-01-01".
 */
export const formatInstant = (at: Instant, offsetMinutes: number, precision: InstantPrecision = 'dateTime'): string => {
  const local = new Date(at + offsetMinutes * 60_000)
  const date = `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`
  if (precision === 'date') return date
  return `${date} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
}
