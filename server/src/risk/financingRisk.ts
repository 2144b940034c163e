import {
  type Command,
  type Event,
  Fees,
  financingAssetsAt,
  MarginFinancingLines,
  Money,
  type Price,
  targetTrigger,
} from '@bourse/core'
import { type ApplicationRow, findApplication } from '../financing/financingRows.js'
import { runFinancingCommand } from '../financing/runFinancingCommand.js'
import { type Notice, postNotice } from '../inbox/inboxRepository.js'
import { announceAccountChange } from '../live/liveAnnouncements.js'
import type { MarketService } from '../market/MarketService.js'
import { tradingDayOf } from '../market/marketCalendar.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { closeMarketOf } from '../trading/closeMarketOf.js'
import type { FinancingBook } from './financingBook.js'
import type { RiskAction } from './riskAction.js'

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
 * Take-profit and stop-loss (DECISIONS §6) of one split position the trigger index says the price crossed: when its
 * stock's session runs and its target fires at the live price, the engine closes it with that reason (and re-checks
 * the trigger).
 */
export const closeSplitTarget = (
  context: FinancingRiskContext,
  applicationId: number,
  positionSn: string,
  now: number,
): RiskAction[] => {
  const { db, market } = context
  const row = findApplication(db, applicationId)
  const position = row?.record.positions[positionSn]
  if (row?.record.status !== 1 || position === undefined) return []
  const instrument = market.instrument(position.stockCode)
  const price = market.quote(position.stockCode)?.price
  if (!instrument || price === undefined || !market.isOpen(position.stockCode, now)) return []
  const reason = targetTrigger(position.direction, price, position.targets)
  if (!reason) return []
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
  if (settled?.type !== 'financingPositionClosed') return []
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
  return [{ type: 'closeFinancingPosition', userId: row.userId, ref: subaccountOf(row) }]
}

/** The warning notice, once per sub-account and A-share trading day (`financing_warnings`, kept in `warnings`). */
const warn = (
  context: FinancingRiskContext,
  warnings: Pick<FinancingBook, 'rememberWarning'>,
  row: ApplicationRow,
  assets: Money.Money,
  now: number,
): boolean => {
  const { db, market } = context
  const day = tradingDayOf('cn', now, market.calendar)
  warnings.rememberWarning(row.id, day)
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
    announceAccountChange(db, row.userId, { topic: 'margin', action: 'warning', ref: String(row.id) }, now)
  })()
  return true
}

/**
 * Time-based work on one active sub-account whose due time came (DECISIONS §10): past its term it expires (→ 3:
 * positions closed at the live prices, the fee still due charged, the loan repaid, the rest returned to the stock
 * account); else the management fee of every started day not yet charged is booked. Ids derive from what is acted
 * on, so a repeat decides nothing.
 */
export const settleDueSubaccount = (
  context: FinancingRiskContext,
  applicationId: number,
  now: number,
): RiskAction[] => {
  const row = findApplication(context.db, applicationId)
  if (row?.record.status !== 1) return []
  const { record } = row
  const ref = subaccountOf(row)
  if (record.endsAt !== undefined && now >= record.endsAt)
    return end(context, row, 'expired', now) ? [{ type: 'endFinancing', userId: row.userId, ref }] : []
  const due = MarginFinancingLines.feeDaysDue(record.approvedAt ?? now, record.product.days, now)
  if (due <= record.feeDays) return []
  const fee: Command = {
    type: 'chargeFinancingFee',
    id: `financing-fee:${row.id}:${due}`,
    applicationId: String(row.id),
  }
  return act(context.db, row, fee, now) ? [{ type: 'chargeFinancingFee', userId: row.userId, ref }] : []
}

/**
 * The exact rule for one sub-account the financing book found at a line (DECISIONS §10): its assets at the live prices
 * (core `financingAssetsAt`) at or below the unwind line → unwound (positions closed, → 4, settled like an expiry);
 * else at or below the warning line → a notice, once per sub-account and trading day.
 */
export const unwindOrWarn = (
  context: FinancingRiskContext,
  warnings: Pick<FinancingBook, 'rememberWarning'>,
  applicationId: number,
  now: number,
): RiskAction[] => {
  const row = findApplication(context.db, applicationId)
  if (row?.record.status !== 1) return []
  const prices = pricesOf(row, context.market)
  const assets = prices && financingAssetsAt(row.record, prices)
  if (assets === undefined) return []
  const ref = subaccountOf(row)
  const breach = MarginFinancingLines.lineBreach(row.record.terms, assets)
  if (breach === 'unwind' && end(context, row, 'unwound', now))
    return [{ type: 'endFinancing', userId: row.userId, ref }]
  if (breach === 'warning' && warn(context, warnings, row, assets, now))
    return [{ type: 'liquidationWarning', userId: row.userId, ref: `financing:${ref}` }]
  return []
}
