import { Bars, Calendar } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { readBars } from './barRepository.js'
import type { Instrument } from './Instrument.js'
import type { Quote } from './Quote.js'

/**
 * The chart protocol's rows for `period` (DECISIONS §13): minute periods aggregate the stored 1-minute bars, day,
 * week and month aggregate the stored day bars, with core's session-aligned buckets and row format.
 * `today` keeps only the current trading day (the realtime call). No corporate actions are simulated, so every
 * adjustment gives the same rows.
 */
export const chartRows = (
  db: SqlConnection,
  instrument: Instrument,
  quote: Quote,
  period: Bars.KlinePeriod,
  today: boolean,
): string => {
  const since = today ? Calendar.instantAt(instrument.exchange, quote.tradingDay, 0) : 0
  const stored = readBars(db, instrument.code, Bars.isMinutePeriod(period) ? 1 : 101, since)
  const bars = period === 1 || period === 101 ? stored : Bars.aggregate(instrument.exchange, stored, period)
  return Bars.formatRows(instrument.exchange, period, bars)
}
