import { type Event, targetReached } from '@bourse/core'
import type { MarketService } from '../market/MarketService.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { newPositionSn } from '../trading/identifiers.js'
import { isOrderWindowOpen } from '../trading/orderWindow.js'
import type { PendingOrderRow } from '../trading/pendingOrderRows.js'
import { stockOrderContext } from '../trading/stockOrderContext.js'
import { findUserById } from '../users/usersRepository.js'
import { type RiskAction, runRiskCommand } from './riskAction.js'

const settledIn = (events: readonly Event[]) =>
  events.flatMap((event) => (event.type === 'pendingOrderSettled' ? [event] : []))

/** Ends an order whose validity has run out (DECISIONS §5): its reservation returns to available. */
const expire = (db: SqlConnection, { userId, order }: PendingOrderRow, now: number): RiskAction[] => {
  const events = runRiskCommand(
    db,
    userId,
    { type: 'expirePendingOrder', id: `expire:${order.orderId}`, orderId: order.orderId },
    now,
    () => ({
      key: 'riskPendingExpired',
      params: { orderId: order.orderId, stockName: order.stockName, amount: order.reservation.deposit.toFixed(2) },
    }),
  )
  return events ? [{ type: 'expirePendingOrder', userId, ref: order.orderId }] : []
}

/**
 * Fills an order whose target the live price has reached, inside the order window: the engine releases the
 * reservation and re-runs the order checks at this price — a fill opens a position, a failure keeps the reason.
 */
const trigger = (
  db: SqlConnection,
  market: MarketService,
  { userId, order }: PendingOrderRow,
  now: number,
): RiskAction[] => {
  const instrument = market.instrument(order.stockCode)
  const price = market.quote(order.stockCode)?.price
  if (!instrument || price === undefined || !isOrderWindowOpen(market, instrument, now)) return []
  if (!targetReached(order, price)) return []
  const realName = findUserById(db, userId)?.isActive ?? 0
  const events = runRiskCommand(
    db,
    userId,
    {
      type: 'triggerPendingOrder',
      id: `trigger:${order.orderId}`,
      orderId: order.orderId,
      positionSn: newPositionSn(now),
      context: stockOrderContext(db, market, instrument, realName, now),
    },
    now,
    (recorded) => {
      const [settled] = settledIn(recorded)
      if (!settled) return undefined
      const names = { orderId: order.orderId, stockName: order.stockName }
      return settled.order.status === 1
        ? {
            key: 'riskPendingFilled',
            params: { ...names, price: price.toFixed(2), positionSn: settled.order.positionSn ?? '' },
          }
        : { key: 'riskPendingFailed', params: names }
    },
  )
  return events ? [{ type: 'triggerPendingOrder', userId, ref: order.orderId }] : []
}

/** Every waiting order: expired ones end, reached ones trigger. */
export const settlePendingOrders = (
  db: SqlConnection,
  market: MarketService,
  waiting: readonly PendingOrderRow[],
  now: number,
): RiskAction[] =>
  waiting.flatMap((row) => (now >= row.order.expiresAt ? expire(db, row, now) : trigger(db, market, row, now)))
