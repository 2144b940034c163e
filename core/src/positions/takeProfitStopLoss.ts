import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Direction } from '../market/Direction.js'
import type { Price } from '../money/Price.js'

/** Optional take-profit and stop-loss prices of an order or an open position. */
export interface Targets {
  readonly profitTarget?: Price | undefined
  readonly stopLoss?: Price | undefined
}

/** Which target fired. */
export type TargetTrigger = 'takeProfit' | 'stopLoss'

const text = (price: Price) => price.toFixed(2)

/**
 * Refuses targets on the wrong side of `price` (DECISIONS §2 check 8): long needs TP > price > SL, short
 * TP < price < SL; each is optional and must be > 0. Example: long at 10.00 with TP 11 and SL 9 passes;
 * TP 10.00 is refused.
 */
export const checkTargets = (direction: Direction, price: Price, targets: Targets): DomainError | undefined => {
  const { profitTarget: tp, stopLoss: sl } = targets
  if (tp?.lte(0) || sl?.lte(0)) return domainError('targetNotPositive')
  const params = { price: text(price) }
  if (direction === 'long') {
    if (tp?.lte(price)) return domainError('takeProfitLongNotAbove', params)
    if (sl?.gte(price)) return domainError('stopLossLongNotBelow', params)
  } else {
    if (tp?.gte(price)) return domainError('takeProfitShortNotBelow', params)
    if (sl?.lte(price)) return domainError('stopLossShortNotAbove', params)
  }
  return undefined
}

/**
 * Validates a change of TP/SL on an open position (`/user/position/updateTarget.do`): the same rule as at
 * order time, against the current price, since a target already crossed would fire on the next tick.
 */
export const checkTargetChange = checkTargets

/**
 * The target that fires at `price` (DECISIONS §6): long when price ≥ TP or ≤ SL; short when price ≤ TP or ≥ SL.
 * Example: long TP 11.00, SL 9.00 → 11.00 fires take-profit, 9.00 stop-loss, 10.00 nothing.
 */
export const targetTrigger = (direction: Direction, price: Price, targets: Targets): TargetTrigger | undefined => {
  const { profitTarget: tp, stopLoss: sl } = targets
  const long = direction === 'long'
  if (tp !== undefined && (long ? price.gte(tp) : price.lte(tp))) return 'takeProfit'
  if (sl !== undefined && (long ? price.lte(sl) : price.gte(sl))) return 'stopLoss'
  return undefined
}
