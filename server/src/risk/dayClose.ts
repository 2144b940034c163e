import { Calendar, type Exchange, exchangeOf, Fees, reachedStayMaxDays, type Settings } from '@bourse/core'
import { loadAccount } from '../accounts/accountRepository.js'
import type { MarketService } from '../market/MarketService.js'
import { tradingDayOf } from '../market/marketCalendar.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { closeMarketOf } from '../trading/closeMarketOf.js'
import { type RiskAction, runRiskCommand } from './riskAction.js'

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
 * A trading day's close on `exchange` (DECISIONS §2): each account holding a stock of that exchange accrues one day
 * of stay fees (once per day per account, whichever exchange closes first; the engine refuses a second), then its
 * positions on that exchange reaching `stayMaxDays` are closed at the last price.
 */
export const closeTradingDay = (
  db: SqlConnection,
  market: MarketService,
  settings: Settings,
  closed: { readonly exchange: Exchange; readonly day: string },
  now: number,
): RiskAction[] => {
  const holders = (
    db.prepare(`SELECT DISTINCT user_id, code FROM positions WHERE kind = 'stock' AND state = 0`).all() as {
      user_id: number
      code: string
    }[]
  ).filter((row) => {
    const instrument = market.instrument(row.code)
    return instrument !== undefined && exchangeOf(instrument.market) === closed.exchange
  })
  const schedule = Fees.fromSettings(settings)
  const actions: RiskAction[] = []
  for (const userId of new Set(holders.map((row) => row.user_id))) {
    const accrued = runRiskCommand(
      db,
      userId,
      { type: 'accrueStayFees', id: `stay:${userId}:${closed.day}`, tradingDay: closed.day, schedule },
      now,
      () => undefined,
    )
    if (accrued) actions.push({ type: 'accrueStayFees', userId, ref: closed.day })
    actions.push(...closeAtStayLimit(db, market, settings, userId, closed.exchange, now))
  }
  return actions
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
