import { type DomainError, domainError } from '../errors/DomainError.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import { type CloseMarket, type CloseSettlement, closePosition } from '../positions/closeSettlement.js'
import { reachedStayMaxDays } from '../positions/stayAccrual.js'
import { targetTrigger } from '../positions/takeProfitStopLoss.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { type Ledger, startLedger } from './Ledger.js'
import type { CloseReason, OpenStockPosition } from './OpenStockPosition.js'

/**
 * Closes one whole stock position: by its owner, or by the risk loop for a reason the engine re-checks
 * (a take-profit or stop-loss must really fire at the price; a stay limit must really be reached).
 */
export interface CloseStockPosition {
  readonly type: 'closeStockPosition'
  readonly id: string
  readonly positionSn: string
  readonly reason: Exclude<CloseReason, 'liquidation'>
  readonly market: CloseMarket
  readonly schedule: FeeSchedule
  readonly stayMaxDays: number
}

export interface StockPositionClosed extends EventBase<'stockPositionClosed'> {
  readonly position: OpenStockPosition
  readonly settlement: CloseSettlement
  readonly reason: CloseReason
}

const reasonHolds = (position: OpenStockPosition, command: CloseStockPosition): boolean => {
  const price = command.market.price
  switch (command.reason) {
    case 'owner':
      return true
    case 'takeProfit':
    case 'stopLoss':
      return price !== undefined && targetTrigger(position.direction, price, position.targets) === command.reason
    case 'stayMaxDays':
      return reachedStayMaxDays(position.stayDays, command.stayMaxDays)
  }
}

/** The journal of a close: margin back from frozen, then P&L, sell fee and stay fees on available. */
export const postClose = (ledger: Ledger, position: OpenStockPosition, settlement: CloseSettlement): Ledger =>
  ledger
    .shift(
      'stock.frozen',
      'stock.available',
      position.margin,
      ['marginReleased', 'marginReleased'],
      position.positionSn,
    )
    .move('stock.available', settlement.pnl, 'profitAndLoss', position.positionSn)
    .move('stock.available', M.neg(settlement.sellFee), 'sellFee', position.positionSn)
    .move('stock.available', M.neg(settlement.stayFees), 'stayFee', position.positionSn)

export const decideCloseStockPosition = (
  state: AccountState,
  command: CloseStockPosition,
  now: Instant,
): StockPositionClosed | DomainError => {
  const position = state.positions[command.positionSn]
  if (!position) return domainError('engineUnknownRecord', { id: command.positionSn })
  if (!reasonHolds(position, command)) return domainError('engineCloseReasonNotMet', { reason: command.reason })
  const by = command.reason === 'owner' ? 'owner' : 'forced'
  const outcome = closePosition(position, command.market, by, command.schedule)
  if (!outcome.ok) return outcome.error
  const ledger = postClose(startLedger(state.balances), position, outcome.value)
  return {
    type: 'stockPositionClosed',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    position,
    settlement: outcome.value,
    reason: command.reason,
  }
}
