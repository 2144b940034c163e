import { Money, Price } from '@bourse/core'
import { ConfigError, type ServerConfig } from '../config.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { generateHistory, type HistoryLength, type TodaySoFar } from './history.js'
import type { Instrument } from './Instrument.js'
import { hasInstruments, insertInstruments, loadInstruments } from './instrumentRepository.js'
import { createMarketService, type MarketService } from './MarketService.js'
import { calendarOf, tradingDayOf } from './marketCalendar.js'
import { openingQuote, type Quote } from './Quote.js'
import { loadQuotes, quoteWriter } from './quoteRepository.js'
import { seededDraws } from './seededDraws.js'
import { generateUniverse } from './universe.js'

export interface OpenMarketOptions {
  readonly db: SqlConnection
  readonly config: Pick<ServerConfig, 'seed' | 'calendar'> & Partial<Pick<ServerConfig, 'demo' | 'limitUpStock'>>
  readonly now: () => number
  readonly history: HistoryLength
}

/** What the first start did, for the start-up log. */
export interface MarketStart {
  readonly market: MarketService
  readonly generated: boolean
  readonly millis: number
}

const fromCents = (cents: number): Price.Price => Price.of(cents).dividedBy(100) as Price.Price

/** Today's quote after the trading generated up to the first start: it carries the day's change from the start on. */
const soFar = (opening: Quote, today: TodaySoFar): Quote => ({
  ...opening,
  price: fromCents(today.close),
  open: fromCents(today.open),
  high: fromCents(today.high),
  low: fromCents(today.low),
  volume: today.volume,
  amount: Money.of(fromCents(today.amountCents)),
})

const firstStart = (options: OpenMarketOptions): void => {
  const { db, config, now } = options
  const calendar = calendarOf(config.calendar)
  const instruments = generateUniverse(config.seed)
  const at = now()
  db.transaction(() => {
    insertInstruments(db, instruments)
    const ends = generateHistory(
      db,
      instruments,
      config.seed,
      readSettings(db),
      (exchange) => tradingDayOf(exchange, at, calendar),
      options.history,
      at,
    )
    const write = quoteWriter(db)
    for (const instrument of instruments) {
      const end = ends.get(instrument.code)
      const close = fromCents(end?.closeCents ?? instrument.basePrice)
      const opening = openingQuote(instrument.code, close, close, tradingDayOf(instrument.exchange, at, calendar), at)
      write(end?.today ? soFar(opening, end.today) : opening)
    }
  })()
}

/**
 * The stock `BOURSE_LIMIT_UP` names, checked: a trading A-share (every A-share board has limits). `auto` picks the
 * universe's last main-board A-share in demo mode, so the strong-buy queue (DECISIONS §8) always has a stock a demo investor can apply for.
 */
const sealedStockOf = (
  instruments: readonly Instrument[],
  config: Partial<Pick<ServerConfig, 'demo' | 'limitUpStock'>>,
): string | undefined => {
  const choice = config.limitUpStock ?? 'off'
  if (choice === 'off' || (choice === 'auto' && !config.demo)) return undefined
  const limited = instruments.filter(
    (instrument) => instrument.kind === 'stock' && instrument.exchange === 'cn' && !instrument.suspended,
  )
  if (choice === 'auto') return limited.filter((instrument) => instrument.board === 'main').at(-1)?.code
  if (!limited.some((instrument) => instrument.code === choice)) {
    throw new ConfigError(`BOURSE_LIMIT_UP names ${choice}, which is not a trading A-share of the simulated market`)
  }
  return choice
}

/**
 * Opens the simulated market: at first start (no instruments stored) generates the universe from `BOURSE_SEED`,
 * its history and opening quotes in one transaction; later starts load them. The service is not ticking yet.
 */
export const openMarket = (options: OpenMarketOptions): MarketStart => {
  const started = Date.now()
  const generated = !hasInstruments(options.db)
  if (generated) firstStart(options)
  const instruments = loadInstruments(options.db)
  const quotes: Quote[] = loadQuotes(options.db)
  const market = createMarketService({
    db: options.db,
    calendar: calendarOf(options.config.calendar),
    instruments,
    quotes,
    // Live ticks draw from their own stream, so history length never changes the ticks that follow.
    draws: seededDraws(`ticks:${options.config.seed}`),
    settings: () => readSettings(options.db),
    now: options.now,
    sealedAtLimitUp: sealedStockOf(instruments, options.config),
  })
  return { market, generated, millis: Date.now() - started }
}
