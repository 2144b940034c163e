import { Money, Price } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { Quote } from './Quote.js'

interface QuoteRow {
  readonly code: string
  readonly price: string
  readonly prev_close: string
  readonly open: string
  readonly high: string
  readonly low: string
  readonly volume: number
  readonly amount: string
  readonly trading_day: string
  readonly updated_at: number
}

const fromRow = (row: QuoteRow): Quote => ({
  code: row.code,
  price: Price.of(row.price),
  prevClose: Price.of(row.prev_close),
  open: Price.of(row.open),
  high: Price.of(row.high),
  low: Price.of(row.low),
  volume: row.volume,
  amount: Money.of(row.amount),
  tradingDay: row.trading_day,
  updatedAt: row.updated_at,
})

/** Every stored last quote. */
export const loadQuotes = (db: SqlConnection): Quote[] =>
  (db.prepare('SELECT * FROM quotes').all() as QuoteRow[]).map(fromRow)

/** A statement that writes quotes (insert or replace), prepared once for the tick loop. */
export const quoteWriter = (db: SqlConnection) => {
  const upsert = db.prepare(
    `INSERT INTO quotes (code, price, prev_close, open, high, low, volume, amount, trading_day, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(code) DO UPDATE SET price = excluded.price, prev_close = excluded.prev_close, open = excluded.open,
       high = excluded.high, low = excluded.low, volume = excluded.volume, amount = excluded.amount,
       trading_day = excluded.trading_day, updated_at = excluded.updated_at`,
  )
  return (quote: Quote): void => {
    upsert.run(
      quote.code,
      quote.price.toFixed(2),
      quote.prevClose.toFixed(2),
      quote.open.toFixed(2),
      quote.high.toFixed(2),
      quote.low.toFixed(2),
      quote.volume,
      Money.toText(quote.amount),
      quote.tradingDay,
      quote.updatedAt,
    )
  }
}
