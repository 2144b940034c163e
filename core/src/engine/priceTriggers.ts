import type { Price } from '../money/Price.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState, PendingOrder } from './AccountState.js'
import type { Event } from './Event.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

/**
 * A price at which the risk loop must act on one record of an account: a take-profit / stop-loss of an open stock
 * position, or a waiting pending order's target (and its expiry). It fires when the stock's price is ≥ `rise` or
 * ≤ `fall`: a long's take-profit and a short's stop-loss are rises, a long's stop-loss and a short's take-profit
 * falls (DECISIONS §6); an order placed below its target rises to it, one placed above falls (§5).
 */
export interface PriceTrigger {
  readonly kind: 'target' | 'pendingOrder'
  /** The position's `positionSn` or the order's `orderId`. */
  readonly ref: string
  readonly code: string
  readonly rise?: Price
  readonly fall?: Price
  /** A pending order's end of validity. */
  readonly expiresAt?: Instant
}

/** An account's triggers by key (`t:<positionSn>`, `o:<orderId>`). */
export type PriceTriggers = ReadonlyMap<string, PriceTrigger>

export const noTriggers: PriceTriggers = new Map()

const targetKey = (positionSn: string) => `t:${positionSn}`
const orderKey = (orderId: string) => `o:${orderId}`

/** What a position's trigger is made of. */
export type TargetHolder = Pick<OpenStockPosition, 'positionSn' | 'stockCode' | 'direction' | 'targets'>

/** The trigger of a position's targets, or `undefined` when it has none. */
const targetTriggerOf = (position: TargetHolder): PriceTrigger | undefined => {
  const { profitTarget, stopLoss } = position.targets
  if (profitTarget === undefined && stopLoss === undefined) return undefined
  const long = position.direction === 'long'
  const [rise, fall] = long ? [profitTarget, stopLoss] : [stopLoss, profitTarget]
  return {
    kind: 'target',
    ref: position.positionSn,
    code: position.stockCode,
    ...(rise === undefined ? {} : { rise }),
    ...(fall === undefined ? {} : { fall }),
  }
}

const orderTriggerOf = (order: PendingOrder): PriceTrigger => ({
  kind: 'pendingOrder',
  ref: order.orderId,
  code: order.stockCode,
  ...(order.approach === 'rising' ? { rise: order.targetPrice } : { fall: order.targetPrice }),
  expiresAt: order.expiresAt,
})

/** Every trigger of a state (or of its records read from elsewhere): open stock positions with targets and waiting pending orders. */
export const priceTriggersOf = (state: {
  readonly positions: Readonly<Record<string, TargetHolder>>
  readonly pendingOrders: AccountState['pendingOrders']
}): PriceTriggers => {
  const triggers = new Map<string, PriceTrigger>()
  for (const position of Object.values(state.positions)) {
    const trigger = targetTriggerOf(position)
    if (trigger) triggers.set(targetKey(position.positionSn), trigger)
  }
  for (const order of Object.values(state.pendingOrders))
    if (order.status === 0) triggers.set(orderKey(order.orderId), orderTriggerOf(order))
  return triggers
}

const changed = (triggers: PriceTriggers, key: string, trigger: PriceTrigger | undefined): PriceTriggers => {
  if (trigger === undefined && !triggers.has(key)) return triggers
  const next = new Map(triggers)
  if (trigger === undefined) next.delete(key)
  else next.set(key, trigger)
  return next
}

const opened = (triggers: PriceTriggers, position: OpenStockPosition | undefined): PriceTriggers =>
  position ? changed(triggers, targetKey(position.positionSn), targetTriggerOf(position)) : triggers

/**
 * The triggers after `event`, from those before it (a new map when they change); `after` is the state after the
 * command the event belongs to (a target change names only the position). Folding a command's events onto the
 * triggers before it equals `priceTriggersOf` of the state after (checked after every step of the engine's
 * model-based test).
 */
export const priceTriggersAfter = (triggers: PriceTriggers, event: Event, after: AccountState): PriceTriggers => {
  switch (event.type) {
    case 'stockPositionOpened':
    case 'blockTradeBought':
    case 'ipoChanged':
    case 'strongBuySettled':
      return opened(triggers, event.position)
    case 'stockPositionClosed':
      return changed(triggers, targetKey(event.position.positionSn), undefined)
    case 'targetsChanged': {
      const position = after.positions[event.positionSn]
      const trigger = position && targetTriggerOf({ ...position, targets: event.targets })
      return changed(triggers, targetKey(event.positionSn), trigger)
    }
    case 'pendingOrderPlaced':
      return changed(triggers, orderKey(event.order.orderId), orderTriggerOf(event.order))
    case 'pendingOrderSettled':
      return opened(changed(triggers, orderKey(event.order.orderId), undefined), event.position)
    default:
      return triggers
  }
}
