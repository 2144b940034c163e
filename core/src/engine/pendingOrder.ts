import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Market } from '../market/Market.js'
import type { Price } from '../money/Price.js'
import { checkStockOrder, type StockOrderContext, type StockOrderRequest } from '../orders/checkStockOrder.js'
import type { StockOrderQuote } from '../orders/stockOrderQuote.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState, PendingOrder } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'
import type { OpenStockPosition } from './OpenStockPosition.js'
import { positionFromQuote, postOpen } from './stockOpen.js'

export interface PlacePendingOrder {
  readonly type: 'placePendingOrder'
  readonly id: string
  readonly orderId: string
  readonly stockName: string
  readonly market: Market
  readonly request: StockOrderRequest
  readonly targetPrice: Price
  readonly currentPrice: Price
  readonly expiresAt: Instant
  readonly context: Omit<StockOrderContext, 'available' | 'tradingOpen'>
}

/** The risk loop saw the target reached: fill at the tick's price (checks 4–9 again), or fail with the reason. */
export interface TriggerPendingOrder {
  readonly type: 'triggerPendingOrder'
  readonly id: string
  readonly orderId: string
  readonly positionSn: string
  readonly context: Omit<StockOrderContext, 'available'>
}

export interface EndPendingOrder {
  readonly type: 'cancelPendingOrder' | 'expirePendingOrder'
  readonly id: string
  readonly orderId: string
}

export interface PendingOrderPlaced extends EventBase<'pendingOrderPlaced'> {
  readonly order: PendingOrder
}

export interface PendingOrderSettled extends EventBase<'pendingOrderSettled'> {
  readonly order: PendingOrder
  readonly position?: OpenStockPosition
  readonly quote?: StockOrderQuote
}

/** True when `price` has reached the target from the side the order was placed on. */
export const targetReached = (order: Pick<PendingOrder, 'approach' | 'targetPrice'>, price: Price): boolean =>
  order.approach === 'falling' ? price.lte(order.targetPrice) : price.gte(order.targetPrice)

export const decidePlacePendingOrder = (
  state: AccountState,
  command: PlacePendingOrder,
  now: Instant,
): PendingOrderPlaced | DomainError => {
  if (state.pendingOrders[command.orderId]) return domainError('engineDuplicateRecord', { id: command.orderId })
  // Accepted at any hour; priced at the target, where today's limits and suspension do not apply yet.
  const outcome = checkStockOrder(command.request, {
    ...command.context,
    tradingOpen: true,
    stock: { code: command.context.stock.code, suspended: false, price: command.targetPrice, limits: undefined },
    available: state.balances['stock.available'],
  })
  if (!outcome.ok) return outcome.error
  const reservation = outcome.value
  const order: PendingOrder = {
    orderId: command.orderId,
    stockCode: command.context.stock.code,
    stockName: command.stockName,
    market: command.market,
    request: command.request,
    targetPrice: command.targetPrice,
    approach: command.currentPrice.gte(command.targetPrice) ? 'falling' : 'rising',
    reservation,
    placedAt: now,
    expiresAt: command.expiresAt,
    status: 0,
  }
  const ledger = startLedger(state.balances).shift(
    'stock.available',
    'stock.frozen',
    reservation.deposit,
    ['reservationFrozen', 'reservationFrozen'],
    command.orderId,
  )
  return {
    type: 'pendingOrderPlaced',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    order,
  }
}

const waitingOrder = (state: AccountState, orderId: string): PendingOrder | DomainError => {
  const order = state.pendingOrders[orderId]
  if (!order) return domainError('engineUnknownRecord', { id: orderId })
  return order.status === 0 ? order : domainError('enginePendingNotWaiting')
}

const releaseLedger = (state: AccountState, order: PendingOrder) =>
  startLedger(state.balances).shift(
    'stock.frozen',
    'stock.available',
    order.reservation.deposit,
    ['reservationReleased', 'reservationReleased'],
    order.orderId,
  )

export const decideTriggerPendingOrder = (
  state: AccountState,
  command: TriggerPendingOrder,
  now: Instant,
): PendingOrderSettled | DomainError => {
  const order = waitingOrder(state, command.orderId)
  if ('_tag' in order) return order
  const price = command.context.stock.price
  if (price === undefined || !targetReached(order, price)) return domainError('enginePendingNotReached')
  const ledger = releaseLedger(state, order)
  const base = { type: 'pendingOrderSettled', commandId: command.id, userId: state.userId, at: now } as const
  const outcome = checkStockOrder(order.request, { ...command.context, available: ledger.balances['stock.available'] })
  if (!outcome.ok) {
    return { ...base, journal: ledger.entries, order: { ...order, status: 2, reason: outcome.error.key } }
  }
  const identity = {
    positionSn: command.positionSn,
    stockCode: order.stockCode,
    stockName: order.stockName,
    market: order.market,
  }
  const position = positionFromQuote(outcome.value, identity, order.request, now)
  postOpen(ledger, outcome.value, command.positionSn)
  return {
    ...base,
    journal: ledger.entries,
    order: { ...order, status: 1, positionSn: command.positionSn },
    position,
    quote: outcome.value,
  }
}

export const decideEndPendingOrder = (
  state: AccountState,
  command: EndPendingOrder,
  now: Instant,
): PendingOrderSettled | DomainError => {
  const order = waitingOrder(state, command.orderId)
  if ('_tag' in order) return order
  const expiring = command.type === 'expirePendingOrder'
  if (expiring && now < order.expiresAt) return domainError('enginePendingNotExpired')
  return {
    type: 'pendingOrderSettled',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: releaseLedger(state, order).entries,
    order: expiring ? { ...order, status: 2, reason: 'expired' } : { ...order, status: 3 },
  }
}
