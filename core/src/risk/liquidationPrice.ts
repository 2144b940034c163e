import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { RiskBalances } from './assessRisk.js'
import { type Exposure, exposureFloating, exposureOf } from './Exposure.js'
import { liquidationLine } from './liquidationLine.js'
import type { PriceOf, RiskPosition } from './RiskPosition.js'

/** A price step; stocks move by 0.01. */
export const paisaTick: Price = P.of('0.01')

/**
 * The tick price of `symbol` at which the account reaches its liquidation line if only that price moves:
 * the highest tick with floating ≤ −line when the account is net long the symbol (below the current price
 * while the line is not reached), the lowest such tick when net short (above). Floating there lies in
 * (−line − |net| × tick, −line] (a short already past the line at every
 * positive price gets `tick`). Undefined when the symbol nets to zero or only a price ≤ 0 would reach it.
 * Example: available 10 000, frozen 0, percent 0.8 (line 8 000), long 1 000 shares from 20.00 now 20.00 →
 * 20 − 8 000 ÷ 1 000 = 12.00.
 */
export const liquidationPrice = (
  balances: RiskBalances,
  stopPercent: Rate,
  positions: readonly RiskPosition[],
  priceOf: PriceOf,
  symbol: string,
  tick: Price = paisaTick,
): Price | undefined => exposureLiquidationPrice(balances, stopPercent, exposureOf(positions), priceOf, symbol, tick)

/** `liquidationPrice` from the account's summed exposure: the same answer in time proportional to the symbols held. */
export const exposureLiquidationPrice = (
  balances: RiskBalances,
  stopPercent: Rate,
  exposure: Exposure,
  priceOf: PriceOf,
  symbol: string,
  tick: Price = paisaTick,
): Price | undefined => {
  const line = liquidationLine(balances.available, balances.frozen, stopPercent)
  const net = exposure.bySymbol.get(symbol)?.net
  if (net === undefined || net.isZero()) return undefined
  const now = priceOf(symbol)
  // Floating is linear in this one price: F(p) = F(now) + net × (p − now); solve F(p) = −line.
  const exact = now.minus(line.plus(exposureFloating(exposure, priceOf)).dividedBy(net))
  const steps = exact.dividedBy(tick)
  const long = net.gt(0)
  let candidate = P.of((long ? steps.floor() : steps.ceil()).times(tick))
  const reached = (price: Price) =>
    exposureFloating(exposure, (s) => (s === symbol ? price : priceOf(s))).lte(line.negated())
  // Guards against the 40-digit division landing a hair on the wrong side of a tick.
  while (!reached(candidate) && candidate.gt(0)) candidate = P.of(long ? candidate.minus(tick) : candidate.plus(tick))
  if (long) return candidate.gt(0) ? candidate : undefined
  return candidate.gt(0) ? candidate : tick
}
