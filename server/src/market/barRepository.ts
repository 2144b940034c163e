import { type Bars, Money, Price } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** The two periods stored: 1-minute bars and day bars; every other period is aggregated from them. */
export type StoredPeriod = 1 | 101

/** A bar as stored: prices and amount already as decimal text (the history generator writes these directly). */
export interface BarText {
  readonly time: number
  readonly open: string
  readonly close: string
  readonly high: string
  readonly low: string
  readonly volume: number
  readonly amount: string
}

interface BarRow extends BarText {}

const fromRow = (row: BarRow): Bars.Bar => ({
  time: row.time,
  open: Price.of(row.open),
  close: Price.of(row.close),
  high: Price.of(row.high),
  low: Price.of(row.low),
  volume: row.volume,
  amount: Money.of(row.amount),
})

/** A prepared insert-or-replace of bars, for the history generator and the tick loop. */
export const barWriter = (db: SqlConnection) => {
  const upsert = db.prepare(
    `INSERT INTO bars (code, period, time, open, close, high, low, volume, amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(code, period, time) DO UPDATE SET open = excluded.open, close = excluded.close, high = excluded.high,
       low = excluded.low, volume = excluded.volume, amount = excluded.amount`,
  )
  return (code: string, period: StoredPeriod, bar: BarText): void => {
    upsert.run(code, period, bar.time, bar.open, bar.close, bar.high, bar.low, bar.volume, bar.amount)
  }
}

/** The bar of `code` starting at `time`, if stored. */
export const barAt = (db: SqlConnection, code: string, period: StoredPeriod, time: number): Bars.Bar | undefined => {
  const row = db
    .prepare('SELECT time, open, close, high, low, volume, amount FROM bars WHERE code = ? AND period = ? AND time = ?')
    .get(code, period, time) as BarRow | undefined
  return row && fromRow(row)
}

/** Stored bars of `code` from `since` (inclusive), oldest first. */
export const readBars = (db: SqlConnection, code: string, period: StoredPeriod, since = 0): Bars.Bar[] =>
  (
    db
      .prepare(
        'SELECT time, open, close, high, low, volume, amount FROM bars WHERE code = ? AND period = ? AND time >= ? ORDER BY time',
      )
      .all(code, period, since) as BarRow[]
  ).map(fromRow)

/** A stored bar written back as text. */
export const barText = (bar: Bars.Bar): BarText => ({
  time: bar.time,
  open: bar.open.toFixed(2),
  close: bar.close.toFixed(2),
  high: bar.high.toFixed(2),
  low: bar.low.toFixed(2),
  volume: bar.volume,
  amount: Money.toText(bar.amount),
})
