import { type DomainError, domainError } from '../errors/DomainError.js'
import { openingCharges } from '../fees/openingCharges.js'
import { apply } from '../ipo/StrongBuy.js'
import type { Market } from '../market/Market.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Shares } from '../money/Shares.js'
import * as S from '../money/Shares.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState, StrongBuyOrder } from './AccountState.js'
import { type LeverOneContext, leverOneQuote, leverOneRefusal, leverOneSpreadRate } from './blockTrade.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'
import type { OpenStockPosition } from './OpenStockPosition.js'
import { positionFromQuote, postOpen } from './stockOpen.js'

/**
 * The fund flow's reference of a strong-buy application: its own namespace, so application 1 is never read as
 * pending order 1 (issue 35). Example: "strong-buy:1".
 */
const strongBuyReference = (applicationId: string): string => `strong-buy:${applicationId}`

/** `/user/buyVipQc.do`: join the limit-up queue of a stock; the lever-1 cost at limit-up is frozen. */
export interface ApplyStrongBuy {
  readonly type: 'applyStrongBuy'
  readonly id: string
  readonly applicationId: string
  readonly code: string
  readonly stockName: string
  readonly market: Market
  readonly shares: Shares
  readonly price: Price | undefined
  /** Today's limit-up; `undefined` on boards without limits (HK, US), where there is no queue. */
  readonly limitUp: Price | undefined
  readonly context: LeverOneContext
}

/**
 * At session end, books this account's line of the day's strong-buy lottery for the stock: `filled` shares (from
 * core's `StrongBuy.settle` over every application, which spans accounts and is audited outside the engine).
 */
export interface SettleStrongBuy {
  readonly type: 'settleStrongBuy'
  readonly id: string
  readonly applicationId: string
  readonly filled: Shares
  readonly positionSn: string
}

export interface StrongBuyApplied extends EventBase<'strongBuyApplied'> {
  readonly order: StrongBuyOrder
}

export interface StrongBuySettled extends EventBase<'strongBuySettled'> {
  readonly order: StrongBuyOrder
  readonly position?: OpenStockPosition
}

/**
 * Decides a strong-buy application: real name, order window and suspension as for any order, then core's
 * `StrongBuy.apply` (whole hands, at limit-up, funds). The freeze is a reservation: available → frozen.
 * Example: 500 shares at limit-up 11.00 → 5 500.00 + 1.65 + 5.50 + 2.75 = 5 509.90 reserved.
 */
export const decideApplyStrongBuy = (
  state: AccountState,
  command: ApplyStrongBuy,
  now: Instant,
): StrongBuyApplied | DomainError => {
  if (state.strongBuys?.[command.applicationId])
    return domainError('engineDuplicateRecord', { id: command.applicationId })
  const refused = leverOneRefusal(command.context)
  if (refused) return refused
  const { price, limitUp, shares, context } = command
  if (price === undefined || limitUp === undefined) return domainError('strongBuyNotAtLimitUp')
  const outcome = apply(command.applicationId, command.code, shares, {
    price,
    limitUp,
    available: state.balances['stock.available'],
    schedule: context.schedule,
    spreadRate: leverOneSpreadRate(context.spreadRules, command.code, limitUp, shares),
  })
  if (!outcome.ok) return outcome.error
  const order: StrongBuyOrder = {
    ...outcome.value,
    stockName: command.stockName,
    market: command.market,
    schedule: context.schedule,
    appliedAt: now,
    status: 0,
    filled: S.of(0),
  }
  const ledger = startLedger(state.balances).shift(
    'stock.available',
    'stock.frozen',
    order.frozen,
    ['reservationFrozen', 'reservationFrozen'],
    strongBuyReference(order.id),
  )
  return {
    type: 'strongBuyApplied',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    order,
  }
}

/**
 * Decides a strong-buy fill: the whole reservation is released, then the filled shares (whole hands, at most those
 * applied for) open a long lever-1 position at the limit-up price with the charges of the stored schedule and
 * spread rate, journaled like a market order. Nothing filled: the release is the whole refund.
 * Example: 5 509.90 reserved, 100 filled at 11.00 → 1 100.00 frozen as margin, charges 1.98, refund 4 407.92.
 */
export const decideSettleStrongBuy = (
  state: AccountState,
  command: SettleStrongBuy,
  now: Instant,
): StrongBuySettled | DomainError => {
  const order = state.strongBuys?.[command.applicationId]
  if (!order) return domainError('engineUnknownRecord', { id: command.applicationId })
  if (order.status !== 0) return domainError('enginePendingNotWaiting')
  const { filled } = command
  if (!S.isWholeHands(filled) || filled.lt(0) || filled.gt(order.shares))
    return domainError('engineStrongBuyFillInconsistent')
  const ledger = startLedger(state.balances).shift(
    'stock.frozen',
    'stock.available',
    order.frozen,
    ['reservationReleased', 'reservationReleased'],
    strongBuyReference(order.id),
  )
  const base = { type: 'strongBuySettled', commandId: command.id, userId: state.userId, at: now } as const
  if (filled.isZero()) return { ...base, journal: ledger.entries, order: { ...order, status: 2 } }
  const margin = M.round(order.price.times(filled))
  const charges = openingCharges(margin, order.schedule, order.spreadRate)
  const quote = leverOneQuote({ price: order.price, shares: filled, margin, charges }, order.spreadRate)
  postOpen(ledger, quote, command.positionSn)
  const identity = {
    positionSn: command.positionSn,
    stockCode: order.code,
    stockName: order.stockName,
    market: order.market,
  }
  return {
    ...base,
    journal: ledger.entries,
    order: { ...order, status: 1, filled, positionSn: command.positionSn },
    position: positionFromQuote(quote, identity, { direction: 'long', shares: filled, lever: 1 }, now),
  }
}
