import type { OpeningCharges } from '../fees/openingCharges.js'
import type { Direction } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'

/** What core needs to know of an open stock position to accrue, trigger and settle it. */
export interface StockPosition {
  readonly direction: Direction
  readonly openPrice: Price
  readonly shares: Shares
  /** round2(open notional ÷ lever), frozen at open. */
  readonly margin: Money
  readonly spreadRate: Rate
  readonly openingCharges: OpeningCharges
  /** Stay fees accrued so far, charged at close. */
  readonly stayFees: Money
  readonly stayDays: number
}
