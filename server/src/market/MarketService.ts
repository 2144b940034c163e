import { Bars, Calendar, type Exchange, type Ipo, Limits, Money, Price, type Settings } from '@bourse/core'
import { commitInBackground } from '../store/deferredSync.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { barAt, barText, barWriter } from './barRepository.js'
import type { Instrument } from './Instrument.js'
import { insertInstruments, loadInstruments } from './instrumentRepository.js'
import { isSessionOpen, tradingDayOf } from './marketCalendar.js'
import { newShareInstrument } from './newShareInstrument.js'
import { type CentsBand, stepCents } from './priceStep.js'
import { openingQuote, type Quote } from './Quote.js'
import { loadQuotes, quoteWriter } from './quoteRepository.js'
import type { SeededDraws } from './seededDraws.js'

/** What one tick changed: the quotes that moved or rolled to a new trading day, in id order. */
export interface MarketTick {
  readonly at: number
  readonly quotes: readonly Quote[]
  /** `performance.now()` when the tick's price step began (absent for `setPrice`): listeners time the whole tick. */
  readonly startedAt?: number
}

export type TickListener = (tick: MarketTick) => void

/** One exchange's reading of the clock at a tick. */
interface ExchangeClock {
  readonly tradingDay: string
  readonly open: boolean
  /** Start of the current 1-minute bar. */
  readonly minute: number
  /** Local midnight of the trading day: the time of its day bar. */
  readonly dayStart: number
}

/**
 * The live market the rest of the server reads: current quotes by code or id, today's price limits, and a tick
 * stream. One tick a second while `start()`ed; tests drive it with `tickOnce(now)` and move a price with `setPrice`.
 */
export interface MarketService {
  readonly calendar: Calendar.TradingCalendar
  instruments(): readonly Instrument[]
  instrument(code: string): Instrument | undefined
  instrumentById(id: number): Instrument | undefined
  quote(code: string): Quote | undefined
  /** Today's limit-up and limit-down of an A-share from its previous close; `undefined` where there are none. */
  limits(code: string): Limits.PriceLimits | undefined
  /** Whether the instrument's exchange session is running at `now` (always in demo mode). */
  isOpen(code: string, now: number): boolean
  /** Subscribes to ticks; returns the unsubscribe function. */
  onTick(listener: TickListener): () => void
  /** Runs one tick at `now`: rolls finished trading days, moves every open instrument, stores quotes and bars. */
  tickOnce(now: number): MarketTick
  /**
   * Test and demo control, never exposed over HTTP: sets `code`'s price (exactly as given, limits not applied),
   * stores it and notifies listeners like a tick.
   */
  setPrice(code: string, price: Price.Price, now: number): Quote
  /**
   * A new share's listing (issue 35): on its listing date the share becomes an instrument of the market, stored with
   * an opening quote at the issue price (its previous close, so today's limits are the issue price's), and ticks from
   * then on. Answers the instrument; a code the market already has is left as it is.
   */
  listNewShare(listing: Pick<Ipo.IpoListing, 'code' | 'name' | 'market' | 'issuePrice'>, now: number): Instrument
  /**
   * Reads every quote again from the database, notifying no one: a server that does not run the simulator (another
   * process on the same PostgreSQL does) follows the stored quotes with it (`openBourse`).
   */
  reloadQuotes(): void
  /** Ticks every second from the server clock until `stop()`. */
  start(): void
  stop(): void
}

export interface MarketServiceDeps {
  readonly db: SqlConnection
  readonly calendar: Calendar.TradingCalendar
  readonly instruments: readonly Instrument[]
  readonly quotes: readonly Quote[]
  readonly draws: SeededDraws
  readonly settings: () => Settings
  readonly now: () => number
  /**
   * The A-share held at limit-up while its exchange is open (`BOURSE_LIMIT_UP`). Its previous close rolls like any
   * other's (DECISIONS §13), so it gains the limit every trading day the server runs.
   */
  readonly sealedAtLimitUp?: string | undefined
}

// A live tick lasts a second of a four-hour trading day.
const tickDayShare = 1 / (4 * 60 * 60)

const cents = (price: Price.Price): number => price.times(100).toNumber()
const fromCents = (value: number): Price.Price => Price.of(value).dividedBy(100) as Price.Price

const limitsOf = (instrument: Instrument, quote: Quote, settings: Settings) =>
  instrument.kind === 'stock'
    ? Limits.priceLimits(quote.prevClose, instrument.board as Limits.Board, settings)
    : undefined

const bandOf = (limits: Limits.PriceLimits | undefined): CentsBand | undefined =>
  limits && { down: cents(limits.limitDown), up: cents(limits.limitUp) }

/** The quote after a trade at `price` of `volume` shares: high, low, volume and turnover follow. */
const traded = (quote: Quote, price: Price.Price, volume: number, at: number): Quote => ({
  ...quote,
  price,
  high: price.gt(quote.high) ? price : quote.high,
  low: price.lt(quote.low) ? price : quote.low,
  volume: quote.volume + volume,
  amount: Money.add(quote.amount, Money.of(price.times(volume))),
  updatedAt: at,
})

/** Builds the service over loaded instruments and quotes; `openMarket` does the loading. */
export const createMarketService = (deps: MarketServiceDeps): MarketService => {
  const { db, calendar, draws } = deps
  // New shares join at their listing date (`listNewShare`): the list grows, never shrinks.
  const instruments: Instrument[] = [...deps.instruments]
  const byCode = new Map(instruments.map((i) => [i.code, i]))
  const byId = new Map(instruments.map((i) => [i.id, i]))
  const join = (instrument: Instrument) => {
    instruments.push(instrument)
    byCode.set(instrument.code, instrument)
    byId.set(instrument.id, instrument)
  }
  const quotes = new Map(deps.quotes.map((q) => [q.code, q]))
  const minuteBars = new Map<string, Bars.Bar>()
  const listeners = new Set<TickListener>()
  // Today's limits per code, kept while the previous close and the (cached, shared) settings object are the same.
  const limitsByCode = new Map<
    string,
    { readonly settings: Settings; readonly prevClose: Price.Price; readonly limits: Limits.PriceLimits | undefined }
  >()
  const writeQuote = quoteWriter(db)
  const writeBar = barWriter(db)
  let timer: NodeJS.Timeout | undefined

  // Zone arithmetic is the costly part of a tick, so each exchange's clock is read once per tick, not per instrument.
  const clockAt = (at: number) => {
    const clocks = new Map<Exchange, ExchangeClock>()
    return (exchange: Exchange): ExchangeClock => {
      let clock = clocks.get(exchange)
      if (!clock) {
        const tradingDay = tradingDayOf(exchange, at, calendar)
        clock = {
          tradingDay,
          open: isSessionOpen(exchange, at, calendar),
          minute: Bars.bucketStart(exchange, 1, at),
          dayStart: Calendar.instantAt(exchange, tradingDay, 0),
        }
        clocks.set(exchange, clock)
      }
      return clock
    }
  }

  const recordBars = (
    instrument: Instrument,
    quote: Quote,
    price: Price.Price,
    volume: number,
    clock: ExchangeClock,
  ) => {
    const minute = clock.minute
    const trade: Bars.Bar = {
      time: minute,
      open: price,
      close: price,
      high: price,
      low: price,
      volume,
      amount: Money.of(price.times(volume)),
    }
    const current = minuteBars.get(instrument.code)
    const earlier = current?.time === minute ? current : barAt(db, instrument.code, 1, minute)
    const bar = earlier ? Bars.merge(minute, [earlier, trade]) : trade
    minuteBars.set(instrument.code, bar)
    writeBar(instrument.code, 1, barText(bar))
    const day: Bars.Bar = {
      time: clock.dayStart,
      open: quote.open,
      close: quote.price,
      high: quote.high,
      low: quote.low,
      volume: quote.volume,
      amount: quote.amount,
    }
    writeBar(instrument.code, 101, barText(day))
  }

  const rollIfNewDay = (quote: Quote, clock: ExchangeClock, at: number): Quote =>
    clock.tradingDay === quote.tradingDay
      ? quote
      : openingQuote(quote.code, quote.price, quote.price, clock.tradingDay, at)

  /** The next price of a tick: the seeded walk within today's band, or the band's top for the sealed stock. */
  const nextCents = (instrument: Instrument, quote: Quote, band: CentsBand | undefined): number => {
    if (band !== undefined && instrument.code === deps.sealedAtLimitUp) return band.up
    const walk = { drift: instrument.drift, volatility: instrument.volatility, anchorCents: instrument.basePrice }
    return stepCents(cents(quote.price), walk, tickDayShare, { z: draws.normal(), u: draws.unit() }, band)
  }

  const notify = (tick: MarketTick) => {
    for (const listener of listeners) {
      try {
        listener(tick)
      } catch (error) {
        // A failing subscriber must not stop the market; it is reported and the next tick runs as usual.
        process.stderr.write(`market tick listener failed: ${String(error)}\n`)
      }
    }
  }

  const tickOnce = (at: number): MarketTick => {
    const startedAt = performance.now()
    const settings = deps.settings()
    const changed: Quote[] = []
    const clockOf = clockAt(at)
    // The tick's writes are committed without holding the main thread (no request waits for them).
    const writeTick = db.transaction(() => {
      for (const instrument of instruments) {
        const stored = quotes.get(instrument.code)
        if (!stored) continue
        const clock = clockOf(instrument.exchange)
        let quote = rollIfNewDay(stored, clock, at)
        if (clock.open && !instrument.suspended) {
          const next = fromCents(nextCents(instrument, quote, bandOf(limitsOf(instrument, quote, settings))))
          const volume = (1 + draws.below(50)) * 100
          quote = traded(quote, next, volume, at)
          recordBars(instrument, quote, next, volume, clock)
        }
        if (quote !== stored) {
          quotes.set(instrument.code, quote)
          writeQuote(quote)
          changed.push(quote)
        }
      }
    })
    commitInBackground(db, writeTick, (error) => process.stderr.write(`market tick not stored: ${String(error)}\n`))
    const tick = { at, quotes: changed, startedAt }
    notify(tick)
    return tick
  }

  const setPrice = (code: string, price: Price.Price, at: number): Quote => {
    const instrument = byCode.get(code)
    const stored = quotes.get(code)
    if (!instrument || !stored) throw new Error(`no instrument ${code}`)
    const clock = clockAt(at)(instrument.exchange)
    const quote = traded(rollIfNewDay(stored, clock, at), price, 0, at)
    db.transaction(() => {
      writeQuote(quote)
      recordBars(instrument, quote, price, 0, clock)
    })()
    quotes.set(code, quote)
    notify({ at, quotes: [quote] })
    return quote
  }

  const listNewShare = (
    listing: Pick<Ipo.IpoListing, 'code' | 'name' | 'market' | 'issuePrice'>,
    at: number,
  ): Instrument => {
    const known = byCode.get(listing.code)
    if (known) return known
    const instrument = newShareInstrument(listing, Math.max(0, ...byId.keys()) + 1)
    const tradingDay = tradingDayOf(instrument.exchange, at, calendar)
    const opening = openingQuote(instrument.code, listing.issuePrice, listing.issuePrice, tradingDay, at)
    db.transaction(() => {
      insertInstruments(db, [instrument])
      writeQuote(opening)
    })()
    join(instrument)
    quotes.set(instrument.code, opening)
    return instrument
  }

  return {
    calendar,
    instruments: () => instruments,
    instrument: (code) => byCode.get(code),
    instrumentById: (id) => byId.get(id),
    quote: (code) => quotes.get(code),
    limits: (code) => {
      const instrument = byCode.get(code)
      const quote = quotes.get(code)
      if (!instrument || !quote) return undefined
      const settings = deps.settings()
      const known = limitsByCode.get(code)
      if (known?.settings === settings && known.prevClose === quote.prevClose) return known.limits
      const limits = limitsOf(instrument, quote, settings)
      limitsByCode.set(code, { settings, prevClose: quote.prevClose, limits })
      return limits
    },
    isOpen: (code, at) => {
      const instrument = byCode.get(code)
      return instrument !== undefined && isSessionOpen(instrument.exchange, at, calendar)
    },
    onTick: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    tickOnce,
    setPrice,
    listNewShare,
    reloadQuotes: () => {
      const stored = loadQuotes(db)
      // A new share another process listed: its instrument is read once, with the first quote that names it.
      if (stored.some((quote) => !byCode.has(quote.code)))
        for (const instrument of loadInstruments(db)) if (!byCode.has(instrument.code)) join(instrument)
      for (const quote of stored) quotes.set(quote.code, quote)
      minuteBars.clear()
    },
    start: () => {
      if (timer) return
      timer = setInterval(() => tickOnce(deps.now()), 1000)
      timer.unref()
    },
    stop: () => {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
