import { Calendar, type Exchange, exchangeOf, Fees, reachedStayMaxDays, type Settings } from '@bourse/core'
import { loadAccount } from '../accounts/accountRepository.js'
import { isInconsistentAccount } from '../accounts/inconsistentAccount.js'
import type { MarketService } from '../market/MarketService.js'
import { tradingDayOf } from '../market/marketCalendar.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { closeMarketOf } from '../trading/closeMarketOf.js'
import { type RiskAction, runRiskCommand } from './riskAction.js'
import type { RiskBooks } from './riskBooks.js'

const exchanges: readonly Exchange[] = ['cn', 'hk', 'us']

/**
 * Remembers, per exchange, the trading day current at the last run (table `risk_trading_days`) and when it ends,
 * so a run only does day-close work when a session close has passed since the previous run.
 */
export interface TradingDayCursor {
  /** The trading days whose session closed since the last call, with their exchange; records the new current days. */
  closedSince(now: number): { readonly exchange: Exchange; readonly day: string }[]
}

export const createTradingDayCursor = (db: SqlConnection, calendar: Calendar.TradingCalendar): TradingDayCursor => {
  const read = db.prepare('SELECT trading_day AS day FROM risk_trading_days WHERE exchange = ?')
  const first = db.prepare(
    'INSERT INTO risk_trading_days (exchange, trading_day) VALUES (?, ?) ON CONFLICT (exchange) DO NOTHING',
  )
  const next = db.prepare('UPDATE risk_trading_days SET trading_day = ? WHERE exchange = ? AND trading_day = ?')
  const endsAt = new Map<Exchange, number>()
  return {
    closedSince: (now) =>
      exchanges.flatMap((exchange) => {
        const end = endsAt.get(exchange)
        if (end !== undefined && now < end) return []
        const current = tradingDayOf(exchange, now, calendar)
        endsAt.set(exchange, Calendar.sessionCloseOf(exchange, current, calendar))
        // Read and moved on in the database, not in memory: a process that took the leader lock over continues where
        // the last leader stopped, and of two that both believe they lead only the one whose update moved it closes.
        const previous = (read.get(exchange) as { day: string } | undefined)?.day
        if (previous === current) return []
        const moved = previous === undefined ? first.run(exchange, current) : next.run(current, exchange, previous)
        if (moved.changes !== 1) return []
        // A first run has nothing to close; a run after a gap of several days closes only the last day seen.
        return previous !== undefined && previous < current ? [{ exchange, day: previous }] : []
      }),
  }
}

/**
 * The trading days whose close still has work, kept in `day_close_jobs` (exchange, day, the last user done), so a
 * restart goes on where the last leader stopped. Every account holding a stock of the exchange, in user order,
 * accrues one day of stay fees (once per day per account, whichever exchange closes first; the engine refuses a
 * second), then its positions on that exchange reaching `stayMaxDays` are closed at the last price (DECISIONS §2).
 * `step` works for at most a budget of time and leaves the rest for the next call (DECISIONS §24: no pause of the
 * event loop above 50 ms), so a million positions close their day in slices while requests are answered.
 */
export interface DayCloseJobs {
  /** Records the days that closed (each once). */
  add(closed: readonly { readonly exchange: Exchange; readonly day: string }[]): void
  /** Works on the recorded days for about `budgetMs`; what it did. */
  step(settings: Settings, now: number, budgetMs: number): RiskAction[]
  /** Whether work remains. */
  readonly pending: boolean
}

interface Job {
  readonly exchange: Exchange
  readonly day: string
  /** The holders still to do, ascending. */
  readonly users: number[]
}

/** Users handled between two writes of a job's progress. */
const usersPerBatch = 25

export const createDayCloseJobs = (
  db: SqlConnection,
  market: MarketService,
  books: Pick<RiskBooks, 'stock' | 'refresh'>,
): DayCloseJobs => {
  let jobs: Job[] | undefined
  /** The holders of a stock of `exchange` after user `after`, from the risk book (no position is read). */
  const holdersOf = (exchange: Exchange, after: number): number[] =>
    books.stock
      .holders((code) => {
        const instrument = market.instrument(code)
        return instrument !== undefined && exchangeOf(instrument.market) === exchange
      })
      .map(Number)
      .filter((userId) => userId > after)
      .sort((a, b) => a - b)
  const load = (): Job[] => {
    jobs ??= (
      db
        .prepare('SELECT exchange, trading_day AS day, after_user AS after FROM day_close_jobs ORDER BY trading_day')
        .all() as {
        exchange: Exchange
        day: string
        after: number
      }[]
    ).map((row) => ({ exchange: row.exchange, day: row.day, users: holdersOf(row.exchange, row.after) }))
    return jobs
  }
  const closeOne = (job: Job, userId: number, settings: Settings, now: number): RiskAction[] => {
    const schedule = Fees.fromSettings(settings)
    const actions: RiskAction[] = []
    const accrued = runRiskCommand(
      db,
      userId,
      { type: 'accrueStayFees', id: `stay:${userId}:${job.day}`, tradingDay: job.day, schedule },
      now,
      () => undefined,
    )
    if (accrued) actions.push({ type: 'accrueStayFees', userId, ref: job.day })
    if (settings.stayMaxDays > 0) actions.push(...closeAtStayLimit(db, market, settings, userId, job.exchange, now))
    books.refresh(userId)
    return actions
  }
  /** A frozen account (issue 34) is passed over: its day close cannot be booked, the others' must be. */
  const closeUnlessFrozen = (job: Job, userId: number, settings: Settings, now: number): RiskAction[] => {
    try {
      return closeOne(job, userId, settings, now)
    } catch (error) {
      if (isInconsistentAccount(error)) return []
      throw error
    }
  }
  return {
    add: (closed) => {
      const waiting = load()
      for (const { exchange, day } of closed) {
        const added = db
          .prepare(
            'INSERT INTO day_close_jobs (exchange, trading_day, after_user) VALUES (?, ?, 0) ON CONFLICT (exchange, trading_day) DO NOTHING',
          )
          .run(exchange, day)
        if (added.changes === 1) waiting.push({ exchange, day, users: holdersOf(exchange, 0) })
      }
    },
    step: (settings, now, budgetMs) => {
      const started = performance.now()
      const actions: RiskAction[] = []
      const waiting = load()
      // At least one batch a call, so a pass always moves the day close on.
      for (
        let batches = 0;
        waiting.length > 0 && (batches === 0 || performance.now() - started < budgetMs);
        batches++
      ) {
        const job = waiting[0] as Job
        const batch = job.users.splice(0, usersPerBatch)
        for (const userId of batch) actions.push(...closeUnlessFrozen(job, userId, settings, now))
        if (job.users.length > 0) {
          db.prepare('UPDATE day_close_jobs SET after_user = ? WHERE exchange = ? AND trading_day = ?').run(
            batch[batch.length - 1] as number,
            job.exchange,
            job.day,
          )
        } else {
          db.prepare('DELETE FROM day_close_jobs WHERE exchange = ? AND trading_day = ?').run(job.exchange, job.day)
          waiting.shift()
        }
      }
      return actions
    },
    get pending() {
      return (jobs?.length ?? 0) > 0
    },
  }
}

const closeAtStayLimit = (
  db: SqlConnection,
  market: MarketService,
  settings: Settings,
  userId: number,
  exchange: Exchange,
  now: number,
): RiskAction[] =>
  Object.values(loadAccount(db, userId).positions).flatMap((position) => {
    const instrument = market.instrument(position.stockCode)
    if (!instrument || exchangeOf(instrument.market) !== exchange) return []
    if (!reachedStayMaxDays(position.stayDays, settings.stayMaxDays)) return []
    const events = runRiskCommand(
      db,
      userId,
      {
        type: 'closeStockPosition',
        id: `stayMaxDays:${position.positionSn}`,
        positionSn: position.positionSn,
        reason: 'stayMaxDays',
        market: closeMarketOf(market, instrument, now),
        schedule: Fees.fromSettings(settings),
        stayMaxDays: settings.stayMaxDays,
      },
      now,
      (recorded) => {
        const closed = recorded.find((event) => event.type === 'stockPositionClosed')
        return closed?.type === 'stockPositionClosed'
          ? {
              key: 'riskStayMaxDaysClosed',
              params: {
                days: String(settings.stayMaxDays),
                positionSn: position.positionSn,
                stockName: position.stockName,
                price: closed.settlement.closePrice.toFixed(2),
                pnl: closed.settlement.pnl.toFixed(2),
              },
            }
          : undefined
      },
    )
    return events ? [{ type: 'closeStockPosition' as const, userId, ref: position.positionSn }] : []
  })
