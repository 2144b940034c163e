import { Calendar, type Exchange, Limits, Price, type Settings } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { BarText } from './barRepository.js'
import type { Instrument } from './Instrument.js'
import { historyDates, isHistoryDate } from './marketCalendar.js'
import { type CentsBand, centsText, stepCents, type WalkParams } from './priceStep.js'
import { type SeededDraws, seededDraws } from './seededDraws.js'

/** How much history the first start generates: calendar days of day bars, trading days of 1-minute bars. */
export interface HistoryLength {
  readonly calendarDays: number
  readonly minuteDays: number
}

/** DECISIONS §13: two years of day bars and ten days of minute bars. */
export const fullHistory: HistoryLength = { calendarDays: 730, minuteDays: 10 }

/** Where each instrument's history ends: the last close (cents) and its date, or the base price when none. */
export interface HistoryEnd {
  readonly closeCents: number
  readonly date: string | undefined
  /** Today's session so far (open, high, low, close in cents, volume, turnover), when it had begun at first start. */
  readonly today: TodaySoFar | undefined
}

/** Today's trading up to the first start: its open, high, low and last price in cents, volume and turnover. */
export interface TodaySoFar {
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  readonly volume: number
  readonly amountCents: number
}

interface HistoryDay {
  readonly date: string
  readonly dayStart: number
  /** Minute bar instants of the session, only for the last `minuteDays` days. */
  readonly minutes: readonly number[] | undefined
}

const dayPlan = (exchange: Exchange, today: string, length: HistoryLength): HistoryDay[] => {
  const dates = historyDates(exchange, today, length.calendarDays)
  const spans = Calendar.tradingHours(exchange, 'session')
  return dates.map((date, i) => ({
    date,
    dayStart: Calendar.instantAt(exchange, date, 0),
    minutes:
      i < dates.length - length.minuteDays
        ? undefined
        : spans.flatMap((span) => {
            // One zone lookup per session half: daylight saving never changes inside a session.
            const start = Calendar.instantAt(exchange, date, span.from)
            return Array.from({ length: span.to - span.from }, (_, m) => start + m * 60_000)
          }),
  }))
}

/**
 * Today's session minutes that ended by `now` (the current minute is the live ticks'), or none before the open or
 * on a day history does not have (a weekend, in demo mode too): a first start in the middle of a session finds the
 * day's trading so far, as a market already running would.
 */
const todayPlan = (exchange: Exchange, today: string, now: number): HistoryDay | undefined => {
  if (!isHistoryDate(exchange, today)) return undefined
  const minutes = Calendar.tradingHours(exchange, 'session')
    .flatMap((span) => {
      const start = Calendar.instantAt(exchange, today, span.from)
      return Array.from({ length: span.to - span.from }, (_, m) => start + m * 60_000)
    })
    .filter((minute) => minute + 60_000 <= now)
  return minutes.length === 0 ? undefined : { date: today, dayStart: Calendar.instantAt(exchange, today, 0), minutes }
}

const bandOf = (instrument: Instrument, prevCloseCents: number, settings: Settings): CentsBand | undefined => {
  if (instrument.kind !== 'stock') return undefined
  const limits = Limits.priceLimits(
    Price.of(prevCloseCents).dividedBy(100) as Price.Price,
    instrument.board as Limits.Board,
    settings,
  )
  return limits && { down: limits.limitDown.times(100).toNumber(), up: limits.limitUp.times(100).toNumber() }
}

interface CentsBar {
  readonly open: number
  readonly close: number
  readonly high: number
  readonly low: number
  readonly volume: number
}

/** A candle around open → close: high and low reach a little beyond, inside the band. */
const candle = (
  open: number,
  close: number,
  reach: number,
  volume: number,
  band: CentsBand | undefined,
  draws: SeededDraws,
): CentsBar => {
  const up = Math.floor(Math.max(open, close) * (1 + reach * draws.unit()))
  const down = Math.ceil(Math.min(open, close) * (1 - reach * draws.unit()))
  return {
    open,
    close,
    high: band ? Math.min(band.up, up) : up,
    low: Math.max(1, band ? Math.max(band.down, down) : down),
    volume,
  }
}

/** Turnover of a candle in whole cents: volume × the mean of its four prices (exact integers). */
const amountCentsOf = (bar: CentsBar): number =>
  bar.volume * Math.round((bar.open + bar.close + bar.high + bar.low) / 4)

/** Stored text of a candle. */
const textOf = (time: number, bar: CentsBar, amountCents = amountCentsOf(bar)): BarText => {
  return {
    time,
    open: centsText(bar.open),
    close: centsText(bar.close),
    high: centsText(bar.high),
    low: centsText(bar.low),
    volume: bar.volume,
    amount: centsText(amountCents),
  }
}

type Write = (code: string, period: 1 | 101, bar: BarText) => void

const minuteDay = (
  instrument: Instrument,
  walk: WalkParams,
  prevClose: number,
  minutes: readonly number[],
  band: CentsBand | undefined,
  draws: SeededDraws,
  write: Write,
): { readonly bar: CentsBar; readonly amountCents: number } => {
  let price = prevClose
  let day: CentsBar | undefined
  let amountCents = 0
  const share = 1 / minutes.length
  for (const time of minutes) {
    const close = stepCents(price, walk, share, { z: draws.normal(), u: draws.unit() }, band)
    const bar = candle(price, close, 0.001, (1 + draws.below(300)) * 100, band, draws)
    write(instrument.code, 1, textOf(time, bar))
    amountCents += amountCentsOf(bar)
    day = day
      ? {
          ...day,
          close,
          high: Math.max(day.high, bar.high),
          low: Math.min(day.low, bar.low),
          volume: day.volume + bar.volume,
        }
      : bar
    price = close
  }
  return { bar: day ?? candle(prevClose, prevClose, 0, 0, band, draws), amountCents }
}

/**
 * Writes the history of one instrument (deterministic from the seed and its code) and returns where it ends.
 * Day bars of the minute days are the merge of their minutes, so every chart period agrees; minute-day amounts are
 * the sum of their minutes' amounts.
 */
const instrumentHistory = (
  instrument: Instrument,
  plan: readonly HistoryDay[],
  today: HistoryDay | undefined,
  seed: number,
  settings: Settings,
  write: Write,
): HistoryEnd => {
  const draws = seededDraws(`history:${seed}:${instrument.code}`)
  const walk: WalkParams = {
    drift: instrument.drift,
    volatility: instrument.volatility,
    anchorCents: instrument.basePrice,
  }
  let prevClose = instrument.basePrice
  for (const day of plan) {
    const band = bandOf(instrument, prevClose, settings)
    if (day.minutes) {
      const { bar, amountCents } = minuteDay(instrument, walk, prevClose, day.minutes, band, draws, write)
      write(instrument.code, 101, textOf(day.dayStart, bar, amountCents))
      prevClose = bar.close
    } else {
      const open = stepCents(prevClose, walk, 0.1, { z: draws.normal(), u: draws.unit() }, band)
      const close = stepCents(open, walk, 0.9, { z: draws.normal(), u: draws.unit() }, band)
      const bar = candle(open, close, instrument.volatility / 2, (1_000 + draws.below(50_000)) * 100, band, draws)
      write(instrument.code, 101, textOf(day.dayStart, bar))
      prevClose = close
    }
  }
  const end = { closeCents: prevClose, date: plan[plan.length - 1]?.date }
  if (!today?.minutes) return { ...end, today: undefined }
  const band = bandOf(instrument, prevClose, settings)
  const { bar, amountCents } = minuteDay(instrument, walk, prevClose, today.minutes, band, draws, write)
  write(instrument.code, 101, textOf(today.dayStart, bar, amountCents))
  return { ...end, today: { ...bar, amountCents } }
}

/**
 * Generates day and 1-minute bars for every instrument before `todayOf(exchange)`, and today's minutes that ended by
 * `now`, with plain inserts, and returns each instrument's last close and today's trading so far. The caller wraps
 * it in one transaction (first start is all or nothing). No history (`calendarDays` 0), no day so far either.
 */
export const generateHistory = (
  db: SqlConnection,
  instruments: readonly Instrument[],
  seed: number,
  settings: Settings,
  todayOf: (exchange: Exchange) => string,
  length: HistoryLength,
  now: number,
): Map<string, HistoryEnd> => {
  const insert = db.prepare(
    'INSERT INTO bars (code, period, time, open, close, high, low, volume, amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const write: Write = (code, period, bar) => {
    insert.run(code, period, bar.time, bar.open, bar.close, bar.high, bar.low, bar.volume, bar.amount)
  }
  const plans = new Map<Exchange, { days: HistoryDay[]; today: HistoryDay | undefined }>()
  const ends = new Map<string, HistoryEnd>()
  for (const instrument of instruments) {
    let plan = plans.get(instrument.exchange)
    if (!plan) {
      const today = todayOf(instrument.exchange)
      plan =
        length.calendarDays > 0
          ? { days: dayPlan(instrument.exchange, today, length), today: todayPlan(instrument.exchange, today, now) }
          : { days: [], today: undefined }
      plans.set(instrument.exchange, plan)
    }
    ends.set(instrument.code, instrumentHistory(instrument, plan.days, plan.today, seed, settings, write))
  }
  return ends
}
