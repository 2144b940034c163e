import { type Command, type Event, Fees, MarginFinancingLines, Money, type Price, targetTrigger } from '@bourse/core'
import { type Notice, postNotice } from '../inbox/inboxRepository.js'
import type { MarketService } from '../market/MarketService.js'
import { tradingDayOf } from '../market/marketCalendar.js'
import type { RiskAction } from '../risk/riskAction.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { closeMarketOf } from '../trading/closeMarketOf.js'
import { type ApplicationRow, applicationsWithStatus, findApplication } from './financingRows.js'
import { assetsNow } from './presentFinancing.js'
import { runFinancingCommand } from './runFinancingCommand.js'

interface FinancingRiskContext {
  readonly db: SqlConnection
  readonly market: MarketService
}

/** The live price of every code a sub-account holds, or `undefined` when one is unknown (then it waits a pass). */
const pricesOf = (row: ApplicationRow, market: MarketService): Record<string, Price.Price> | undefined => {
  const prices: Record<string, Price.Price> = {}
  for (const position of Object.values(row.record.positions)) {
    const price = market.quote(position.stockCode)?.price
    if (price === undefined) return undefined
    prices[position.stockCode] = price
  }
  return prices
}

/** Runs one automatic financing command and posts its notice, in one transaction; the events, or undefined if refused. */
const act = (
  db: SqlConnection,
  row: ApplicationRow,
  command: Command,
  now: number,
  noticeOf?: (after: ApplicationRow) => Notice,
): readonly Event[] | undefined =>
  db.transaction(() => {
    const decision = runFinancingCommand(db, row.userId, command, now)
    if (!decision.ok || decision.events.length === 0) return undefined
    if (noticeOf) postNotice(db, row.userId, noticeOf(findApplication(db, row.id) as ApplicationRow), now)
    return decision.events
  })()

const returnedOf = (row: ApplicationRow) => Money.toText(row.record.returned ?? Money.zero)
const subaccountOf = (row: ApplicationRow) => row.record.subaccountNumber ?? String(row.id)

/** Ends a sub-account (`expired` or `unwound`) at the live prices, with its notice. */
const end = (context: FinancingRiskContext, row: ApplicationRow, reason: 'expired' | 'unwound', now: number) => {
  const prices = pricesOf(row, context.market)
  if (prices === undefined) return undefined
  const command: Command = {
    type: 'endFinancing',
    id: `financing-end:${row.id}:${reason}`,
    applicationId: String(row.id),
    reason,
    prices,
    schedule: Fees.fromSettings(readSettings(context.db)),
  }
  return act(context.db, row, command, now, (after) =>
    reason === 'expired'
      ? { key: 'financingExpiredNotice', params: { subaccount: subaccountOf(after), returned: returnedOf(after) } }
      : {
          key: 'financingUnwoundNotice',
          params: {
            subaccount: subaccountOf(after),
            line: Money.toText(after.record.terms.unwindLine),
            returned: returnedOf(after),
          },
        },
  )
}

/**
 * Take-profit and stop-loss of split positions (DECISIONS §6): each whose stock's session runs and whose target fires at
 * the live price is closed with that reason (the engine re-checks the trigger); answers how many closed.
 */
const closeTriggeredTargets = (context: FinancingRiskContext, row: ApplicationRow, now: number): number => {
  const { db, market } = context
  let closed = 0
  for (const position of Object.values(row.record.positions)) {
    if (position.targets.profitTarget === undefined && position.targets.stopLoss === undefined) continue
    const instrument = market.instrument(position.stockCode)
    const price = market.quote(position.stockCode)?.price
    if (!instrument || price === undefined || !market.isOpen(position.stockCode, now)) continue
    const reason = targetTrigger(position.direction, price, position.targets)
    if (!reason) continue
    const command: Command = {
      type: 'closeFinancingPosition',
      id: `${reason}:${position.positionSn}`,
      applicationId: String(row.id),
      positionSn: position.positionSn,
      reason,
      market: closeMarketOf(market, instrument, now),
      schedule: Fees.fromSettings(readSettings(db)),
    }
    const events = act(db, row, command, now)
    const settled = events?.find((event) => event.type === 'financingPositionClosed')
    if (settled?.type !== 'financingPositionClosed') continue
    closed += 1
    postNotice(
      db,
      row.userId,
      {
        key: reason === 'takeProfit' ? 'riskTakeProfitClosed' : 'riskStopLossClosed',
        params: {
          positionSn: position.positionSn,
          stockName: position.stockName,
          price: settled.settlement.closePrice.toFixed(2),
          pnl: Money.toText(settled.settlement.pnl),
        },
      },
      now,
    )
  }
  return closed
}

/** The warning notice, once per sub-account and A-share trading day (`financing_warnings`). */
const warn = (context: FinancingRiskContext, row: ApplicationRow, assets: Money.Money, now: number): boolean => {
  const { db, market } = context
  const day = tradingDayOf('cn', now, market.calendar)
  const last = db
    .prepare('SELECT last_warning_day AS day FROM financing_warnings WHERE application_id = ?')
    .get(row.id) as { day: string } | undefined
  if (last?.day === day) return false
  db.transaction(() => {
    db.prepare(
      `INSERT INTO financing_warnings (application_id, last_warning_day) VALUES (?, ?)
       ON CONFLICT (application_id) DO UPDATE SET last_warning_day = excluded.last_warning_day`,
    ).run(row.id, day)
    const line = Money.toText(row.record.terms.warningLine)
    postNotice(
      db,
      row.userId,
      { key: 'financingWarningNotice', params: { subaccount: subaccountOf(row), assets: Money.toText(assets), line } },
      now,
    )
  })()
  return true
}

/**
 * One pass over the active sub-accounts (DECISIONS §10), for the risk loop: a sub-account past its term expires
 * (→ 3: positions closed, the fee still due charged, the loan repaid, the rest returned to the stock account); else
 * the management fee of every started day not yet charged is booked; split positions at their take-profit or stop-loss
 * close; then the lines at the live prices, the unwind
 * line first — at or below it the sub-account is unwound (positions closed, → 4, settled like an expiry) — else at or
 * below the warning line a notice, once a day. Ids derive from what is acted on, so a repeat decides nothing.
 */
export const runFinancingRisk = (context: FinancingRiskContext, now: number): RiskAction[] => {
  const actions: RiskAction[] = []
  for (const active of applicationsWithStatus(context.db, 1)) {
    const record = active.record
    const ref = subaccountOf(active)
    if (record.endsAt !== undefined && now >= record.endsAt) {
      if (end(context, active, 'expired', now)) actions.push({ type: 'endFinancing', userId: active.userId, ref })
      continue
    }
    const due = MarginFinancingLines.feeDaysDue(record.approvedAt ?? now, record.product.days, now)
    if (due > record.feeDays) {
      const fee: Command = {
        type: 'chargeFinancingFee',
        id: `financing-fee:${active.id}:${due}`,
        applicationId: String(active.id),
      }
      if (act(context.db, active, fee, now)) actions.push({ type: 'chargeFinancingFee', userId: active.userId, ref })
    }
    if (closeTriggeredTargets(context, findApplication(context.db, active.id) as ApplicationRow, now) > 0) {
      actions.push({ type: 'closeFinancingPosition', userId: active.userId, ref })
    }
    const row = findApplication(context.db, active.id) as ApplicationRow
    if (pricesOf(row, context.market) === undefined) continue
    const assets = assetsNow(row.record, context.market)
    const breach = MarginFinancingLines.lineBreach(row.record.terms, assets)
    if (breach === 'unwind' && end(context, row, 'unwound', now)) {
      actions.push({ type: 'endFinancing', userId: row.userId, ref })
    }
    if (breach === 'warning' && warn(context, row, assets, now)) {
      actions.push({ type: 'liquidationWarning', userId: row.userId, ref: `financing:${ref}` })
    }
  }
  return actions
}
