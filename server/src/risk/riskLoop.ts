import type { ServerConfig } from '../config.js'
import { runFinancingRisk } from '../financing/financingRisk.js'
import { runIpoSchedule } from '../ipo/runIpoSchedule.js'
import type { MarketService } from '../market/MarketService.js'
import { tradingDayOf } from '../market/marketCalendar.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { runStrongBuy } from '../strongBuy/runStrongBuy.js'
import { waitingPendingOrders } from '../trading/pendingOrderRows.js'
import { checkStockAccount } from './checkStockAccount.js'
import { sweepContractAccounts } from './contractRisk.js'
import { closeTradingDay, createTradingDayCursor } from './dayClose.js'
import type { RiskAction } from './riskAction.js'
import { settlePendingOrders } from './settlePendingOrders.js'

/** The stock risk loop (DECISIONS §5, §6, §2 stay fees): every automatic action goes through the engine. */
export interface RiskLoop {
  /**
   * One pass at `now`: day-close work for every session that closed since the last pass, then pending-order expiry
   * and triggers, take-profit / stop-loss, liquidation and the daily warning; then the index and futures accounts'
   * liquidation sweep (`contractRisk.ts`); then new shares: IPO lotteries, forfeits and listings on their dates and
   * strong-buy fills at session end (`runIpoSchedule`, `runStrongBuy`). Runs on every market tick; tests call it
   * directly after `tickOnce` or `setPrice`. Returns what it did.
   */
  runOnce(now: number): RiskAction[]
}

/**
 * One index probe per user rather than a scan of every open position (`DISTINCT user_id` read the whole index: tens
 * of milliseconds per tick once one investor held tens of thousands of positions).
 */
const usersWithOpenStockPositions = (db: SqlConnection): number[] =>
  (
    db
      .prepare(
        `SELECT id FROM users u WHERE EXISTS
           (SELECT 1 FROM positions p WHERE p.user_id = u.id AND p.kind = 'stock' AND p.state = 0)`,
      )
      .all() as { id: number }[]
  ).map((row) => row.id)

/** The loop over the read tables: only users with open stock positions or waiting orders are looked at. */
export const createRiskLoop = (db: SqlConnection, market: MarketService, config: ServerConfig): RiskLoop => {
  const cursor = createTradingDayCursor(db, market.calendar)
  const guarded = (what: string, run: () => RiskAction[]): RiskAction[] => {
    try {
      return run()
    } catch (error) {
      // One account's failure must not stop the others; it is reported and retried on the next pass.
      process.stderr.write(`risk loop: ${what} failed: ${String(error)}\n`)
      return []
    }
  }
  return {
    runOnce: (now) => {
      const closedDays = cursor.closedSince(now)
      const waiting = waitingPendingOrders(db)
      const holders = usersWithOpenStockPositions(db)
      const contracts = guarded('contract accounts', () =>
        sweepContractAccounts({ db, market }, now).map((done) => ({
          type: 'liquidateContractAccount' as const,
          userId: done.userId,
          ref: done.kind,
        })),
      )
      contracts.push(...guarded('margin financing', () => runFinancingRisk({ db, market }, now)))
      guarded('new shares', () => {
        runIpoSchedule({ db, config }, now)
        runStrongBuy({ db, config }, now)
        return []
      })
      if (closedDays.length === 0 && waiting.length === 0 && holders.length === 0) return contracts
      const settings = readSettings(db)
      const actions = closedDays.flatMap((closed) =>
        guarded(`day close ${closed.exchange} ${closed.day}`, () => closeTradingDay(db, market, settings, closed, now)),
      )
      for (const row of waiting) {
        actions.push(...guarded(`order ${row.order.orderId}`, () => settlePendingOrders(db, market, [row], now)))
      }
      // The warning goes out once per A-share trading day, the site's home calendar.
      const context = { db, market, settings, now, warningDay: tradingDayOf('cn', now, market.calendar) }
      for (const userId of holders) {
        actions.push(...guarded(`account ${userId}`, () => checkStockAccount(context, userId)))
      }
      return [...actions, ...contracts]
    },
  }
}
