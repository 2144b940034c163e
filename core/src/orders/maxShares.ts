import type { FeeSchedule } from '../fees/feeSchedule.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import * as S from '../money/Shares.js'
import type { Settings } from '../settings/Settings.js'
import { fundsRefusal } from './checkStockOrder.js'
import { quoteStockOrder } from './stockOrderQuote.js'

/** What the largest order the funds allow depends on. */
export interface MaxSharesInput {
  readonly price: Price
  readonly lever: number
  readonly available: Money
  readonly settings: Pick<Settings, 'buyMinNum' | 'buyMaxNum' | 'buyMinAmt' | 'buyMaxAmtPercent'>
  readonly schedule: FeeSchedule
  /** The spread rate of an order of this notional (DECISIONS §3). */
  readonly spreadRateOf: (notional: Money) => Rate
}

/**
 * The most shares, in whole hands within `buyMinNum`–`buyMaxNum`, that check 9 of a market order accepts (DECISIONS
 * §2: margin ≤ available × `buyMaxAmtPercent`, margin + charges ≤ available, margin ≥ `buyMinAmt`); undefined when
 * not even the smallest order fits. What an order takes grows with its size, so the largest fit is found by halving.
 * Example: 10.00 a share, lever 10, 10 000.00 available, 90 %: 90 hands (margin 9 000.00, the 90 %, + charges 162.00);
 * at 100 % the charges bind instead: 98 hands (9 800.00 + 176.40 = 9 976.40; 99 hands would need 10 078.20).
 */
export const maxShares = (input: MaxSharesInput): S.Shares | undefined => {
  const { settings } = input
  const hands = (shares: S.Shares) => shares.dividedBy(S.perHand)
  const low = Math.ceil(hands(settings.buyMinNum).toNumber())
  const high = Math.floor(hands(settings.buyMaxNum).toNumber())
  const quoteOf = (handCount: number) => {
    const shares = S.of(handCount * S.perHand)
    const notional = input.price.times(shares) as Money
    return quoteStockOrder(
      { price: input.price, shares, lever: input.lever, spreadRate: input.spreadRateOf(notional) },
      input.schedule,
    )
  }
  // Only the ceilings: a margin below buyMinAmt is refused for every smaller order too, checked once at the end.
  const ceilings = { ...settings, siteLever: [], buyMinAmt: M.zero }
  const fits = (handCount: number) => fundsRefusal(quoteOf(handCount), input.available, ceilings) === undefined
  if (low > high || !fits(low)) return undefined
  let [yes, no] = [low, high + 1]
  while (no - yes > 1) {
    const middle = Math.floor((yes + no) / 2)
    if (fits(middle)) yes = middle
    else no = middle
  }
  return quoteOf(yes).margin.lt(settings.buyMinAmt) ? undefined : S.of(yes * S.perHand)
}
