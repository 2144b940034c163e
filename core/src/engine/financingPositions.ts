import { type DomainError, domainError } from '../errors/DomainError.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { financingStatus } from '../funds/marginFinancing.js'
import type { Market } from '../market/Market.js'
import * as M from '../money/Money.js'
import { checkStockOrder, type StockOrderContext, type StockOrderRequest } from '../orders/checkStockOrder.js'
import type { StockOrderQuote } from '../orders/stockOrderQuote.js'
import { type CloseMarket, type CloseSettlement, closePosition } from '../positions/closeSettlement.js'
import { type TargetTrigger, targetTrigger } from '../positions/takeProfitStopLoss.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState, FinancingAccount } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { financingOf, withEntries } from './financingAccount.js'
import { type Ledger, startLedger } from './Ledger.js'
import type { OpenStockPosition } from './OpenStockPosition.js'
import { positionFromQuote } from './stockOpen.js'

/**
 * A split-position buy (`/user/funds/buyFunds.do`): a stock market order inside an active sub-account, checked like
 * `/user/buy.do` (DECISIONS §2's nine checks) against the sub-account's own cash instead of the stock account's.
 */
export interface OpenFinancingPosition {
  readonly type: 'openFinancingPosition'
  readonly id: string
  readonly applicationId: string
  readonly positionSn: string
  readonly stockName: string
  readonly market: Market
  readonly request: StockOrderRequest
  readonly context: Omit<StockOrderContext, 'available'>
}

/**
 * The owner closes a whole split position (`/user/funds/sellFunds.do`), under the rules of `/user/sell.do`; or the risk
 * loop at its take-profit or stop-loss, which the engine re-checks at the price (DECISIONS §6).
 */
export interface CloseFinancingPosition {
  readonly type: 'closeFinancingPosition'
  readonly id: string
  readonly applicationId: string
  readonly positionSn: string
  readonly reason: 'owner' | TargetTrigger
  readonly market: CloseMarket
  readonly schedule: FeeSchedule
}

/** Why a split position closed: by its owner, at its take-profit or stop-loss, at the unwind line, or at expiry. */
export type FinancingCloseReason = 'owner' | TargetTrigger | 'unwind' | 'expiry'

export interface FinancingPositionOpened extends EventBase<'financingPositionOpened'> {
  readonly financing: FinancingAccount
  readonly position: OpenStockPosition
  readonly quote: StockOrderQuote
}

export interface FinancingPositionClosed extends EventBase<'financingPositionClosed'> {
  readonly financing: FinancingAccount
  readonly position: OpenStockPosition
  readonly settlement: CloseSettlement
  readonly reason: FinancingCloseReason
}

/** The journal of a split close: margin back to the sub-account's cash, then P&L and the sell fee (no stay fee). */
export const postFinancingClose = (ledger: Ledger, position: OpenStockPosition, settlement: CloseSettlement): Ledger =>
  ledger
    .shift(
      'financing.frozen',
      'financing.available',
      position.margin,
      ['marginReleased', 'marginReleased'],
      position.positionSn,
    )
    .move('financing.available', settlement.pnl, 'profitAndLoss', position.positionSn)
    .move('financing.available', M.neg(settlement.sellFee), 'sellFee', position.positionSn)

const activeAt = (record: FinancingAccount, now: Instant): boolean =>
  record.status === financingStatus.active && (record.endsAt === undefined || now < record.endsAt)

export const decideOpenFinancingPosition = (
  state: AccountState,
  command: OpenFinancingPosition,
  now: Instant,
): FinancingPositionOpened | DomainError => {
  const record = financingOf(state, command.applicationId)
  if ('_tag' in record) return record
  if (!activeAt(record, now)) return domainError('financingNotActive')
  if (record.positions[command.positionSn]) return domainError('engineDuplicateRecord', { id: command.positionSn })
  const outcome = checkStockOrder(command.request, { ...command.context, available: record.available })
  if (!outcome.ok) return outcome.error
  const quote = outcome.value
  const sn = command.positionSn
  const journal = startLedger(state.balances)
    .shift('financing.available', 'financing.frozen', quote.margin, ['marginFrozen', 'marginFrozen'], sn)
    .move('financing.available', M.neg(quote.buyFee), 'buyFee', sn)
    .move('financing.available', M.neg(quote.stampDuty), 'stampDuty', sn)
    .move('financing.available', M.neg(quote.spread), 'spread', sn).entries
  const identity = {
    positionSn: sn,
    stockCode: command.context.stock.code,
    stockName: command.stockName,
    market: command.market,
  }
  const position = positionFromQuote(quote, identity, command.request, now)
  return {
    type: 'financingPositionOpened',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal,
    financing: withEntries({ ...record, positions: { ...record.positions, [sn]: position } }, journal),
    position,
    quote,
  }
}

export const decideCloseFinancingPosition = (
  state: AccountState,
  command: CloseFinancingPosition,
  now: Instant,
): FinancingPositionClosed | DomainError => {
  const record = financingOf(state, command.applicationId)
  if ('_tag' in record) return record
  const position = record.positions[command.positionSn]
  if (!position) return domainError('engineUnknownRecord', { id: command.positionSn })
  const { price } = command.market
  const fired = price !== undefined && targetTrigger(position.direction, price, position.targets) === command.reason
  if (command.reason !== 'owner' && !fired) return domainError('engineCloseReasonNotMet', { reason: command.reason })
  const outcome = closePosition(
    position,
    command.market,
    command.reason === 'owner' ? 'owner' : 'forced',
    command.schedule,
  )
  if (!outcome.ok) return outcome.error
  const settlement = outcome.value
  const journal = postFinancingClose(startLedger(state.balances), position, settlement).entries
  const { [position.positionSn]: _closed, ...positions } = record.positions
  const closedProfitAndLose = M.add(record.closedProfitAndLose, settlement.allProfitAndLose)
  return {
    type: 'financingPositionClosed',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal,
    financing: withEntries({ ...record, positions, closedProfitAndLose }, journal),
    position,
    settlement,
    reason: command.reason,
  }
}
