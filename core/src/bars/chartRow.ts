import { instantAt, isLocalDate, localTime, parseWallClock } from '../calendar/zonedTime.js'
import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { Exchange } from '../market/Market.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import type { Bar } from './Bar.js'
import { isMinutePeriod, type KlinePeriod } from './KlinePeriod.js'

const decimal = /^-?\d+(\.\d+)?$/

/** The row's time label on the exchange's wall clock: "2026-11-20 09:30" for minute periods, "2026-11-20" otherwise. */
export const timeLabel = (exchange: Exchange, period: KlinePeriod, bar: Bar): string => {
  const local = localTime(exchange, bar.time)
  if (!isMinutePeriod(period)) return local.date
  const hours = String(Math.floor(local.minuteOfDay / 60)).padStart(2, '0')
  const minutes = String(local.minuteOfDay % 60).padStart(2, '0')
  return `${local.date} ${hours}:${minutes}`
}

/**
 * One chart-protocol row `time,open,close,high,low,volume,amount`, prices and amount with 2 decimals like every
 * price on the wire: "2026-11-20 09:30,10.00,10.10,10.30,9.90,1200,12120.00".
 */
export const formatRow = (exchange: Exchange, period: KlinePeriod, bar: Bar): string =>
  [
    timeLabel(exchange, period, bar),
    bar.open.toFixed(2),
    bar.close.toFixed(2),
    bar.high.toFixed(2),
    bar.low.toFixed(2),
    String(bar.volume),
    bar.amount.toFixed(2),
  ].join(',')

/** The chart protocol's payload: rows joined by ";". */
export const formatRows = (exchange: Exchange, period: KlinePeriod, bars: readonly Bar[]): string =>
  bars.map((bar) => formatRow(exchange, period, bar)).join(';')

const parseTime = (exchange: Exchange, text: string): number | undefined => {
  const [date = '', clock, ...rest] = text.trim().split(' ')
  if (rest.length > 0 || !isLocalDate(date)) return undefined
  const minute = clock === undefined ? 0 : parseWallClock(clock)
  return minute === undefined ? undefined : instantAt(exchange, date, minute)
}

/**
 * Reads one row (time in the exchange's local time, as `formatRow` writes it). Refused with `barsInvalidRow` unless it
 * has 7 fields, plain decimals, a whole non-negative volume, and low ≤ open, close ≤ high.
 */
export const parseRow = (exchange: Exchange, text: string): Result.Result<Bar> => {
  const refuse = Result.fail<Bar>(domainError('barsInvalidRow', { row: text }))
  const fields = text.split(',').map((field) => field.trim())
  if (fields.length !== 7) return refuse
  const [time = '', open = '', close = '', high = '', low = '', volume = '', amount = ''] = fields
  const instant = parseTime(exchange, time)
  if (instant === undefined || ![open, close, high, low, volume, amount].every((value) => decimal.test(value))) {
    return refuse
  }
  const bar: Bar = {
    time: instant,
    open: P.of(open),
    close: P.of(close),
    high: P.of(high),
    low: P.of(low),
    volume: Number(volume),
    amount: M.of(amount),
  }
  const consistent =
    bar.low.lte(bar.open) && bar.low.lte(bar.close) && bar.high.gte(bar.open) && bar.high.gte(bar.close)
  return consistent && Number.isSafeInteger(bar.volume) && bar.volume >= 0 ? Result.ok(bar) : refuse
}

/** Reads a ";"-joined payload; empty rows are skipped, the first bad row refuses the whole payload. */
export const parseRows = (exchange: Exchange, text: string): Result.Result<Bar[]> => {
  const bars: Bar[] = []
  for (const row of text.split(';')) {
    if (row.trim() === '') continue
    const parsed = parseRow(exchange, row)
    if (!parsed.ok) return parsed
    bars.push(parsed.value)
  }
  return Result.ok(bars)
}
