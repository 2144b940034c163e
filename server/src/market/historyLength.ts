import { fullHistory, type HistoryLength } from './history.js'

export class HistoryConfigError extends Error {}

/**
 * The history the first start generates, from `BOURSE_HISTORY`: `full` (default: two years of day bars, ten days of
 * minute bars), `short` (30 days, 2 days of minutes: quick test servers with charts) or `off` (quotes only).
 */
export const historyLengthOf = (text: string | undefined): HistoryLength => {
  if (text === undefined || text === '' || text === 'full') return fullHistory
  if (text === 'short') return { calendarDays: 30, minuteDays: 2 }
  if (text === 'off') return { calendarDays: 0, minuteDays: 0 }
  throw new HistoryConfigError(`BOURSE_HISTORY must be full, short or off, got "${text}"`)
}
