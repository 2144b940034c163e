import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { type OpeningCharges, openingCharges } from '../fees/openingCharges.js'
import type { Market } from '../market/Market.js'
import { Dec } from '../money/Dec.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import * as S from '../money/Shares.js'

/** A block-trade product: a stock offered at `discount` below its market price, from `minQuantity` shares. */
export interface BlockTradeProduct {
  readonly code: string
  readonly name: string
  readonly market: Market
  /** e.g. 0.08 for 8 % below the market price; within [0, 1). */
  readonly discount: Rate
  readonly minQuantity: Shares
}

/**
 * The block-trade price: market × (1 − discount), rounded to 2 decimals half-up.
 * Example: market 25.37, discount 0.08 → 23.3404 → 23.34.
 */
export const price = (marketPrice: Price, discount: Rate): Price =>
  P.of(M.round(marketPrice.times(new Dec(1).minus(discount))))

/** A filled block trade: a long lever-1 position at the discounted price, with ordinary opening charges. */
export interface BlockTradeFill {
  readonly code: string
  readonly price: Price
  readonly shares: Shares
  readonly lever: 1
  readonly margin: Money
  readonly charges: OpeningCharges
  /** margin + charges: what leaves available. */
  readonly cost: Money
}

/**
 * Buys a block-trade product, first failure wins: whole hands (≥ 1), at least `minQuantity`, a known positive
 * market price, margin + charges within available. Lever 1, so margin = round2(notional).
 * Example: 1 000 shares at 23.34 → margin 23 340.00, charges 7.00 + 23.34 + 11.67 = 42.01, cost 23 382.01.
 */
export const buy = (
  product: BlockTradeProduct,
  marketPrice: Price | undefined,
  shares: Shares,
  available: Money,
  schedule: FeeSchedule,
  spreadRate: Rate,
): R.Result<BlockTradeFill> => {
  if (!S.isWholeHands(shares) || shares.lt(S.perHand)) return R.fail(domainError('blockTradeQuantityInvalid'))
  if (shares.lt(product.minQuantity))
    return R.fail(domainError('blockTradeBelowMin', { min: product.minQuantity.toString() }))
  if (marketPrice === undefined || !marketPrice.gt(0)) return R.fail(domainError('blockTradePriceUnknown'))
  const fillPrice = price(marketPrice, product.discount)
  if (!fillPrice.gt(0)) return R.fail(domainError('blockTradePriceUnknown'))
  const margin = M.round(fillPrice.times(shares))
  const charges = openingCharges(margin, schedule, spreadRate)
  const cost = M.add(margin, charges.total)
  if (cost.gt(available)) return R.fail(domainError('ipoInsufficientFunds'))
  return R.ok({ code: product.code, price: fillPrice, shares, lever: 1, margin, charges, cost })
}
