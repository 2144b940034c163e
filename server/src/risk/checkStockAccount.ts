import {
  decideWarning,
  type Event,
  Fees,
  Money,
  type OpenStockPosition,
  type Settings,
  stockRiskRule,
  targetTrigger,
} from '@bourse/core'
import { accountExposure } from '../accounts/accountExposure.js'
import { loadAccount } from '../accounts/accountRepository.js'
import { postNotice } from '../inbox/inboxRepository.js'
import { announceAccountChange } from '../live/liveAnnouncements.js'
import type { MarketService } from '../market/MarketService.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { closeMarketOf } from '../trading/closeMarketOf.js'
import { type RiskAction, runRiskCommand } from './riskAction.js'
import type { RiskBooks } from './riskBooks.js'
import { stockAccountRisk } from './stockAccountRisk.js'
import { saveWarningState } from './warningState.js'

/** What one pass over an account needs besides the database and the market. */
export interface CheckContext {
  readonly db: SqlConnection
  readonly market: MarketService
  readonly settings: Settings
  readonly now: number
  /** The trading-day key of the once-a-day warning. */
  readonly warningDay: string
  /** Where the warning days are kept. */
  readonly books: Pick<RiskBooks, 'lastWarningDay' | 'rememberWarning'>
}

const text = (value: Money.Money) => {
  const rounded = Money.round(value).toFixed(2)
  return rounded === '-0.00' ? '0.00' : rounded
}

const closedIn = (events: readonly Event[]) =>
  events.flatMap((event) => (event.type === 'stockPositionClosed' ? [event] : []))

/**
 * Take-profit and stop-loss (DECISIONS §6) of one position the trigger index says the price crossed: when its
 * stock's session is running and its target fires at the live price, the engine closes it with that reason (the
 * engine re-checks the trigger).
 */
export const closeTriggeredTarget = (context: CheckContext, userId: number, positionSn: string): RiskAction[] => {
  const { db, market, settings, now } = context
  const position = loadAccount(db, userId).positions[positionSn] as OpenStockPosition | undefined
  if (position === undefined) return []
  const instrument = market.instrument(position.stockCode)
  const price = market.quote(position.stockCode)?.price
  if (!instrument || price === undefined || !market.isOpen(position.stockCode, now)) return []
  const reason = targetTrigger(position.direction, price, position.targets)
  if (!reason) return []
  const events = runRiskCommand(
    db,
    userId,
    {
      type: 'closeStockPosition',
      id: `${reason}:${position.positionSn}`,
      positionSn: position.positionSn,
      reason,
      market: closeMarketOf(market, instrument, now),
      schedule: Fees.fromSettings(settings),
      stayMaxDays: settings.stayMaxDays,
    },
    now,
    (recorded) => {
      const [closed] = closedIn(recorded)
      return (
        closed && {
          key: reason === 'takeProfit' ? 'riskTakeProfitClosed' : 'riskStopLossClosed',
          params: {
            positionSn: position.positionSn,
            stockName: position.stockName,
            price: closed.settlement.closePrice.toFixed(2),
            pnl: text(closed.settlement.pnl),
          },
        }
      )
    },
  )
  return events ? [{ type: 'closeStockPosition', userId, ref: position.positionSn }] : []
}

/**
 * Liquidation and the daily warning (DECISIONS §6): when floating ≤ −line every open stock position is closed by the
 * engine (which re-applies the rule at the same prices); else when floating ≤ −warning level the user is warned once
 * per trading day.
 */
export const liquidateOrWarn = (context: CheckContext, userId: number): RiskAction[] => {
  const { db, market, settings, now } = context
  const state = loadAccount(db, userId)
  if (accountExposure(state).bySymbol.size === 0) return []
  const risk = stockAccountRisk(state, market, settings)
  if (!risk) return []
  const { assessment } = risk
  const figures = { floating: text(assessment.floating), line: text(assessment.line) }
  if (assessment.liquidate) {
    const events = runRiskCommand(
      db,
      userId,
      {
        type: 'liquidateStockAccount',
        // The state's event count makes the id unique per account state, even at one frozen instant.
        id: `liquidation:${userId}:${state.eventCount}`,
        prices: risk.prices,
        rule: stockRiskRule(settings),
        schedule: Fees.fromSettings(settings),
      },
      now,
      (recorded) => ({
        key: 'riskLiquidationClosed',
        params: { ...figures, count: String(closedIn(recorded).length) },
      }),
    )
    return events ? [{ type: 'liquidateStockAccount', userId, ref: String(now) }] : []
  }
  const warned = { lastWarningDay: context.books.lastWarningDay(userId) }
  const decision = decideWarning(warned, assessment.warningReached, context.warningDay)
  if (!decision.send) return []
  db.transaction(() => {
    saveWarningState(db, userId, decision.state)
    postNotice(db, userId, { key: 'riskLiquidationWarning', params: figures }, now)
    announceAccountChange(db, userId, { topic: 'margin', action: 'warning', ref: 'stock' }, now)
  })()
  context.books.rememberWarning(userId, context.warningDay)
  return [{ type: 'liquidationWarning', userId, ref: context.warningDay }]
}
