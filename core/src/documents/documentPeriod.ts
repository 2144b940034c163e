import { addDays, instantAtIn, type LocalDate, localTimeIn } from '../calendar/zonedTime.js'
import type { Instant } from '../time/Instant.js'

/**
 * The wall clock documents keep: a note's day runs from midnight to midnight in Shanghai (the A-share exchange's
 * zone, where the demo's day close also falls), so every fill of any exchange is in exactly one note.
 */
export const documentZone = 'Asia/Shanghai'

/** A period's bounds, epoch ms, the end exclusive. */
export interface PeriodWindow {
  readonly from: Instant
  readonly to: Instant
}

/** The day "YYYY-MM-DD" as instants: 2026-11-23 is 2026-11-22T16:00Z up to 2026-11-23T16:00Z. */
export const dayWindow = (day: LocalDate): PeriodWindow => ({
  from: instantAtIn(documentZone, day, 0),
  to: instantAtIn(documentZone, addDays(day, 1), 0),
})

/** The month "YYYY-MM" as instants: 2026-11 is 2026-10-31T16:00Z up to 2026-11-30T16:00Z. */
export const monthWindow = (month: string): PeriodWindow => {
  const [year = 1970, number = 1] = month.split('-').map(Number)
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { from: instantAtIn(documentZone, `${month}-01`, 0), to: instantAtIn(documentZone, `${next}-01`, 0) }
}

/** The documents' date of an instant: 2026-11-22T16:30Z is 2026-11-23. */
export const documentDayOf = (instant: Instant): LocalDate => localTimeIn(documentZone, instant).date

/** "HH:mm:ss" on the documents' wall clock. */
export const documentTimeOf = (instant: Instant): string => {
  const seconds = Math.floor(localTimeIn(documentZone, instant).msOfDay / 1000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`
}

/** True for a real calendar date "YYYY-MM-DD". */
export const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text

/** True for a month "YYYY-MM". */
export const isMonth = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text)
