import { formatInstant, type InstantPrecision } from '@bourse/core'

/**
 * A moment as every screen writes it (core `formatInstant`: `YYYY-MM-DD HH:mm:ss`, or the day alone), in the reader's
 * time zone: news, records, positions and listings all read alike.
 */
export const formatTime = (epochMs: number, precision: InstantPrecision = 'dateTime'): string =>
  formatInstant(epochMs, -new Date(epochMs).getTimezoneOffset(), precision)
