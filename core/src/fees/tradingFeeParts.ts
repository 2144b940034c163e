import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import { charge } from './charge.js'
import type { FeeSchedule } from './feeSchedule.js'

/** A position's trading fee split into the charge taken at open and the one taken at close. */
export interface TradingFeeParts {
  readonly buyFee: Money
  /** Zero while the position is open. */
  readonly sellFee: Money
}

/**
 * Splits a position's `orderFee` (the buy fee, plus the sell fee once closed) into its two charges: the buy fee is
 * round2(open notional × buyFee) as charged at open (DECISIONS §2), the sell fee is the rest, so the two always add
 * up to what was charged. An open position's fee is all buy fee.
 * Example: open notional 4 806.00, closed, orderFee 2.89, buy rate 0.0003 → buy 1.44 + sell 1.45.
 */
export const tradingFeeParts = (
  orderFee: Money,
  openNotional: Money,
  closed: boolean,
  schedule: Pick<FeeSchedule, 'buyFee' | 'rounding'>,
): TradingFeeParts => {
  if (!closed) return { buyFee: orderFee, sellFee: M.zero }
  const buyFee = M.min(charge(openNotional, schedule.buyFee, schedule.rounding), orderFee)
  return { buyFee, sellFee: M.sub(orderFee, buyFee) }
}
