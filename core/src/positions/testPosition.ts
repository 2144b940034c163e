import { standard } from '../fees/feeSchedule.js'
import { openingCharges } from '../fees/openingCharges.js'
import type { Direction } from '../market/Direction.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import type { StockPosition } from './StockPosition.js'

/** Test helper: a position opened under bourse-standard v1 with margin and charges given as text. */
export const testPosition = (
  direction: Direction,
  openPrice: string,
  shares: number,
  margin: string,
  stay: { fees: string; days: number } = { fees: '0', days: 0 },
  spreadRate = '0.0005',
): StockPosition => ({
  direction,
  openPrice: P.of(openPrice),
  shares: S.of(shares),
  margin: M.of(margin),
  spreadRate: R.of(spreadRate),
  openingCharges: openingCharges(M.of(P.of(openPrice).times(shares)), standard, R.of(spreadRate)),
  stayFees: M.of(stay.fees),
  stayDays: stay.days,
})
