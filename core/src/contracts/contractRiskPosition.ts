import type { Direction } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as S from '../money/Shares.js'
import type { RiskPosition } from '../risk/RiskPosition.js'

/**
 * A contract position as the risk loop sees it: a one-point move is worth eachPoint × hands.
 * Example: 3 hands at eachPoint 10 → quantity 30, so a 10-point fall costs a long 300.
 */
export const contractRiskPosition = (
  symbol: string,
  direction: Direction,
  openPoint: Price,
  eachPoint: Money,
  hands: number,
  stayFees: Money,
): RiskPosition => ({ symbol, direction, openPrice: openPoint, quantity: S.of(eachPoint.times(hands)), stayFees })
