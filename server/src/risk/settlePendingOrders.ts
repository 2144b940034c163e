import { type Event, type PendingOrder, targetReached } from '@bourse/core'
import { loadAccount } from '../accounts/accountRepository.js'
import type { MarketService } from '../market/MarketService.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { newPositionSn } from '../trading/identifiers.js'
import { isOrderWindowOpen } from '../trading/orderWindow.js'
import { stockOrderContext } from '../trading/stockOrderContext.js'
import { findUserById } from '../users/usersRepository.js'
import { type RiskAction, runRiskCommand } from './riskAction.js'

const settledIn = (events: readonly Event[]) =>
  events.flatMap((event) => (event.type === 'pendingOrderSettled' ? [event] : []))

/** A user's order while it waits, from the account's state. */
const waitingOrder = (db: SqlConnection, userId: number, orderId: string): PendingOrder | undefined => {
  const order = loadAccount(db, userId).pendingOrders[orderId]
  return order?.status === 0 ? order : undefined
}

/** Ends an order whose validity has run out (DECISIONS §5): its reservation returns to available. */
export const expirePendingOrder = (db: SqlConnection, userId: number, orderId: string, now: number): RiskAction[] => {
  const order = waitingOrder(db, userId, orderId)
  if (order === undefined || now < order.expiresAt) return []
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
export const triggerPendingOrder = (
  db: SqlConnection,
  market: MarketService,
  userId: number,
  orderId: string,
  now: number,
): RiskAction[] => {
  const order = waitingOrder(db, userId, orderId)
  if (order === undefined || now >= order.expiresAt) return []
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
