import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Market } from '../market/Market.js'
import * as M from '../money/Money.js'
import { checkStockOrder, type StockOrderContext, type StockOrderRequest } from '../orders/checkStockOrder.js'
import type { StockOrderQuote } from '../orders/stockOrderQuote.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import type { Ledger } from './Ledger.js'
import { startLedger } from './Ledger.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

/** A stock market order (`/user/buy.do`): fills at the current price when all nine checks pass. */
export interface OpenStockPositionCommand {
  readonly type: 'openStockPosition'
  readonly id: string
  readonly positionSn: string
  readonly stockName: string
  readonly market: Market
  readonly request: StockOrderRequest
  /** Everything but the balance, from the server: price, limits, hours, KYC, settings. */
  readonly context: Omit<StockOrderContext, 'available'>
}

export interface StockPositionOpened extends EventBase<'stockPositionOpened'> {
  readonly position: OpenStockPosition
  readonly quote: StockOrderQuote
}

/** The position a filled quote opens: every order opens its own position (no silent merging). */
export const positionFromQuote = (
  quote: StockOrderQuote,
  identity: Pick<OpenStockPosition, 'positionSn' | 'stockCode' | 'stockName' | 'market'>,
  request: StockOrderRequest,
  openedAt: Instant,
): OpenStockPosition => ({
  ...identity,
  direction: request.direction,
  openPrice: quote.price,
  shares: quote.shares,
  lever: quote.lever,
  margin: quote.margin,
  spreadRate: quote.spreadRate,
  openingCharges: { buyFee: quote.buyFee, stampDuty: quote.stampDuty, spread: quote.spread, total: quote.charges },
  stayFees: M.zero,
  stayDays: 0,
  targets: { profitTarget: request.profitTarget, stopLoss: request.stopLoss },
  openedAt,
})

/** The journal of an opening: margin from available to frozen, then each opening charge on its own row. */
export const postOpen = (ledger: Ledger, quote: StockOrderQuote, reference: string): Ledger =>
  ledger
    .shift('stock.available', 'stock.frozen', quote.margin, ['marginFrozen', 'marginFrozen'], reference)
    .move('stock.available', M.neg(quote.buyFee), 'buyFee', reference)
    .move('stock.available', M.neg(quote.stampDuty), 'stampDuty', reference)
    .move('stock.available', M.neg(quote.spread), 'spread', reference)

export const decideOpenStockPosition = (
  state: AccountState,
  command: OpenStockPositionCommand,
  now: Instant,
): StockPositionOpened | DomainError => {
  if (state.positions[command.positionSn]) return domainError('engineDuplicateRecord', { id: command.positionSn })
  const outcome = checkStockOrder(command.request, { ...command.context, available: state.balances['stock.available'] })
  if (!outcome.ok) return outcome.error
  const quote = outcome.value
  const identity = {
    positionSn: command.positionSn,
    stockCode: command.context.stock.code,
    stockName: command.stockName,
    market: command.market,
  }
  return {
    type: 'stockPositionOpened',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: postOpen(startLedger(state.balances), quote, command.positionSn).entries,
    position: positionFromQuote(quote, identity, command.request, now),
    quote,
  }
}
