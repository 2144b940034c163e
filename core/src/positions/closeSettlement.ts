import { type DomainError, domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { sellFee } from '../fees/sellFee.js'
import { isAtLimitDown, isAtLimitUp, type PriceLimits } from '../limits/priceLimits.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'
import { profitAndLoss } from './profitAndLoss.js'
import type { StockPosition } from './StockPosition.js'

/** Who closes: the owner (checked against hours and limits) or the risk loop (TP/SL, liquidation, stay limit). */
export type ClosedBy = 'owner' | 'forced'

/** The money of a close. Every field is exact to 2 decimals, so `released` and the journal add up. */
export interface CloseSettlement {
  readonly closePrice: Price
  readonly closeNotional: Money
  /** round2((close − open) × shares), negated for a short: booked here, so rounded here. */
  readonly pnl: Money
  readonly sellFee: Money
  readonly stayFees: Money
  /** pnl − sellFee − stayFees. */
  readonly net: Money
  /** margin + net: what returns to available (frozen −= margin). */
  readonly released: Money
  /** buy fee + stamp duty + spread + sell fee + stay fees. */
  readonly charges: Money
  /** pnl − all charges of the position. */
  readonly allProfitAndLose: Money
}

/** The market a close meets: current price (if any), today's limits (none for HK/US), whether the market is open. */
export interface CloseMarket {
  readonly price: Price | undefined
  readonly limits: PriceLimits | undefined
  /** Computed by the caller from the trading calendar (DECISIONS §9). */
  readonly tradingOpen: boolean
}

/**
 * Refuses a close (DECISIONS §2): no price; and for the owner only, outside trading hours, a long at or below
 * limit-down, a short at or above limit-up. Forced closes pass the hour and limit checks.
 */
export const checkClose = (
  position: Pick<StockPosition, 'direction'>,
  market: CloseMarket,
  by: ClosedBy,
): DomainError | undefined => {
  const { price, limits } = market
  if (by === 'owner' && !market.tradingOpen) return domainError('closeOutsideTradingHours')
  if (price === undefined || !P.isPositive(price)) return domainError('closePriceUnknown')
  if (by === 'forced' || limits === undefined) return undefined
  if (position.direction === 'long' && isAtLimitDown(price, limits))
    return domainError('closeLongAtLimitDown', { limitDown: limits.limitDown.toFixed(2) })
  if (position.direction === 'short' && isAtLimitUp(price, limits))
    return domainError('closeShortAtLimitUp', { limitUp: limits.limitUp.toFixed(2) })
  return undefined
}

/**
 * The settlement of closing `position` at `closePrice`, unchecked. Example: long 1 000 shares 10.55 → 10.80, margin
 * 1 055.00, opening charges 19.00, 2 stay days 10.56: pnl 250.00, sell fee 3.24, net 236.20, released 1 291.20,
 * allProfitAndLose 250.00 − 32.80 = 217.20.
 */
export const settleClose = (position: StockPosition, closePrice: Price, schedule: FeeSchedule): CloseSettlement => {
  const closeNotional = P.notional(closePrice, position.shares)
  const pnl = M.round(profitAndLoss(position.direction, position.openPrice, closePrice, position.shares))
  const fee = sellFee(closeNotional, schedule)
  const net = M.sub(M.sub(pnl, fee), position.stayFees)
  const charges = M.sum([position.openingCharges.total, fee, position.stayFees])
  return {
    closePrice,
    closeNotional,
    pnl,
    sellFee: fee,
    stayFees: position.stayFees,
    net,
    released: M.add(position.margin, net),
    charges,
    allProfitAndLose: M.sub(pnl, charges),
  }
}

/** Checks then settles a close: the whole rule behind `/user/sell.do` and the risk loop's closes. */
export const closePosition = (
  position: StockPosition,
  market: CloseMarket,
  by: ClosedBy,
  schedule: FeeSchedule,
): Result.Result<CloseSettlement> => {
  const refusal = checkClose(position, market, by)
  if (refusal !== undefined || market.price === undefined)
    return Result.fail(refusal ?? domainError('closePriceUnknown'))
  return Result.ok(settleClose(position, market.price, schedule))
}
