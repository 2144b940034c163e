import { sign } from '../market/Direction.js'
import { Dec } from '../money/Dec.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { PriceOf, RiskPosition } from './RiskPosition.js'

/** A symbol's open positions, summed: what floating P&L needs of them. */
export interface SymbolExposure {
  /** Σ sign × quantity: the P&L of a one-unit move of the price (long positive). */
  readonly net: Dec
  /** Σ sign × quantity × open price. */
  readonly cost: Dec
  /** How many open positions; the entry goes when the last one does. */
  readonly positions: number
}

/**
 * An account's open positions summed per symbol, and their accrued stay fees. P&L is linear in the price, so
 * floating P&L = Σ (net × price − cost) − stay fees: the same exact value as DECISIONS §6's sum position by position
 * (`accountFloating`), in time proportional to the symbols held instead of the positions. The risk loop keeps one
 * per account and updates it by each event (`exposureAfter`), so a tick costs a few multiplications per account.
 */
export interface Exposure {
  readonly bySymbol: ReadonlyMap<string, SymbolExposure>
  readonly stayFees: Money
}

export const noExposure: Exposure = { bySymbol: new Map(), stayFees: M.zero }

/** `exposure` with `position` added (`times` 1) or taken out (`times` −1). */
const withChange = (exposure: Exposure, position: RiskPosition, times: 1 | -1): Exposure => {
  const held = exposure.bySymbol.get(position.symbol)
  const quantity = position.quantity.times(sign(position.direction) * times)
  const next: SymbolExposure = {
    net: (held?.net ?? new Dec(0)).plus(quantity),
    cost: (held?.cost ?? new Dec(0)).plus(quantity.times(position.openPrice)),
    positions: (held?.positions ?? 0) + times,
  }
  const bySymbol = new Map(exposure.bySymbol)
  if (next.positions > 0) bySymbol.set(position.symbol, next)
  else bySymbol.delete(position.symbol)
  const stayFees =
    times === 1 ? M.add(exposure.stayFees, position.stayFees) : M.sub(exposure.stayFees, position.stayFees)
  return { bySymbol, stayFees }
}

export const withPosition = (exposure: Exposure, position: RiskPosition): Exposure => withChange(exposure, position, 1)

/** Takes out a position that `exposure` holds, with the stay fees it was added or last summed with. */
export const withoutPosition = (exposure: Exposure, position: RiskPosition): Exposure =>
  withChange(exposure, position, -1)

/** The exposure of a set of open positions (built in place: one pass, whatever the number of symbols). */
export const exposureOf = (positions: readonly RiskPosition[]): Exposure => {
  const bySymbol = new Map<string, SymbolExposure>()
  let stayFees = new Dec(0)
  for (const position of positions) {
    const held = bySymbol.get(position.symbol)
    const quantity = position.quantity.times(sign(position.direction))
    bySymbol.set(position.symbol, {
      net: (held?.net ?? new Dec(0)).plus(quantity),
      cost: (held?.cost ?? new Dec(0)).plus(quantity.times(position.openPrice)),
      positions: (held?.positions ?? 0) + 1,
    })
    stayFees = stayFees.plus(position.stayFees)
  }
  return { bySymbol, stayFees: M.of(stayFees) }
}

/** The symbols the account holds (each needs a price for its floating P&L). */
export const heldSymbols = (exposure: Exposure): string[] => [...exposure.bySymbol.keys()]

/** Floating P&L (DECISIONS §6) from the sums; `priceOf` must know every held symbol. Exact, not rounded. */
export const exposureFloating = (exposure: Exposure, priceOf: PriceOf): Money => {
  let total = new Dec(0)
  for (const [symbol, held] of exposure.bySymbol) total = total.plus(held.net.times(priceOf(symbol)).minus(held.cost))
  return M.sub(M.of(total), exposure.stayFees)
}
