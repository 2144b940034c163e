import type { Event } from '../engine/Event.js'
import type { FinancingCloseReason } from '../engine/financingPositions.js'
import type { CloseReason } from '../engine/OpenStockPosition.js'
import type { AccountChange } from './LiveMessage.js'

/** Why a position closed, as the account channel names it (issue 36): who or what closed it. */
export type ClosedBecause = 'investor' | 'takeProfit' | 'stopLoss' | 'liquidation' | 'expiry'

const closedBecause = (reason: CloseReason | FinancingCloseReason): ClosedBecause => {
  switch (reason) {
    case 'owner':
      return 'investor'
    case 'takeProfit':
    case 'stopLoss':
    case 'liquidation':
      return reason
    case 'unwind':
      return 'liquidation'
    case 'stayMaxDays':
    case 'expiry':
      return 'expiry'
  }
}

/** Why money moved, by the event that moved it (`deposit`, `withdrawal`, `transfer`, `charge`, …). */
const balanceReason = (event: Event): string => {
  switch (event.type) {
    case 'depositCredited':
      return 'deposit'
    case 'withdrawalRequested':
    case 'withdrawalSettled':
      return 'withdrawal'
    case 'fundsTransferred':
      return 'transfer'
    case 'stayFeesAccrued':
      return 'charge'
    case 'balanceAdjusted':
      return event.journal[0]?.type === 'bonus' ? 'bonus' : 'adjustment'
    case 'financingChanged':
      return 'financing'
    default:
      return 'trade'
  }
}

const withdrawalAction = ['requested', 'paid', 'rejected', 'cancelled'] as const
const financingAction = ['applied', 'approved', 'rejected', 'expired', 'ended'] as const
const pendingAction = { 0: 'accepted', 1: 'filled', 2: 'failed', 3: 'cancelled' } as const

/** The order and position items of a fill: the order filled, the position opened. */
const filled = (ref: string, at: number): AccountChange[] => [
  { topic: 'order', action: 'filled', ref, at },
  { topic: 'position', action: 'opened', ref, at },
]

const changesOfRecord = (event: Event): AccountChange[] => {
  const at = event.at
  switch (event.type) {
    case 'stockPositionOpened':
    case 'contractPositionOpened':
    case 'blockTradeBought':
    case 'financingPositionOpened':
      return filled(event.position.positionSn, at)
    case 'stockPositionClosed':
    case 'contractPositionClosed':
    case 'financingPositionClosed':
      return [
        {
          topic: 'position',
          action: 'closed',
          ref: event.position.positionSn,
          reason: closedBecause(event.reason),
          at,
        },
      ]
    case 'targetsChanged':
      return [{ topic: 'position', action: 'changed', ref: event.positionSn, at }]
    case 'pendingOrderPlaced':
      return [{ topic: 'order', action: 'accepted', ref: event.order.orderId, at }]
    case 'pendingOrderSettled': {
      const order = { topic: 'order', action: pendingAction[event.order.status], ref: event.order.orderId, at } as const
      const reason = event.order.reason === 'expired' ? { reason: 'expiry' } : {}
      const sn = event.position?.positionSn
      return sn === undefined
        ? [{ ...order, ...reason }]
        : [order, { topic: 'position', action: 'opened', ref: sn, at }]
    }
    case 'strongBuyApplied':
      return [{ topic: 'order', action: 'accepted', ref: event.order.id, at }]
    case 'strongBuySettled': {
      const sn = event.position?.positionSn
      const order = {
        topic: 'order',
        action: sn === undefined ? 'failed' : 'filled',
        ref: event.order.id,
        at,
      } as const
      return sn === undefined ? [order] : [order, { topic: 'position', action: 'opened', ref: sn, at }]
    }
    case 'ipoChanged': {
      const sn = event.position?.positionSn
      const order = { topic: 'order', action: 'changed', ref: event.application.id, at } as const
      return sn === undefined ? [order] : [order, { topic: 'position', action: 'opened', ref: sn, at }]
    }
    case 'withdrawalRequested':
    case 'withdrawalSettled':
      return [
        {
          topic: 'withdrawal',
          action: withdrawalAction[event.withdrawal.status],
          ref: event.withdrawalId,
          at,
        },
      ]
    case 'financingChanged': {
      // An active sub-account changes for its fees too: only its approval is "approved".
      const { status, approvedAt, id } = event.financing
      const action = status === 1 && approvedAt !== at ? 'changed' : financingAction[status]
      return [{ topic: 'financing', action, ref: id, at }]
    }
    case 'depositCredited':
      return [{ topic: 'recharge', action: 'credited', ref: event.rechargeId, at }]
    case 'balanceAdjusted':
    case 'fundsTransferred':
    case 'stayFeesAccrued':
      return []
  }
}

/**
 * What one committed engine event changed of its investor's account, as the account channel says it (issue 36): the
 * record's items (an order accepted, filled or cancelled; a position opened or closed with its reason; a withdrawal,
 * recharge or financing status), then `balance moved` with why when the event moved money. The client refetches
 * those records over REST.
 *
 * @example accountChangesOf(a stockPositionClosed by a liquidation, with its journal)
 *   // → [{topic:'position', action:'closed', ref:'S…', reason:'liquidation', at}, {topic:'balance', action:'moved', reason:'trade', at}]
 */
export const accountChangesOf = (event: Event): AccountChange[] => {
  const changes = changesOfRecord(event)
  if (event.journal.length > 0) {
    changes.push({ topic: 'balance', action: 'moved', reason: balanceReason(event), at: event.at })
  }
  return changes
}
