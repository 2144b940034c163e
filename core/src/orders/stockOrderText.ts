import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { Dec } from '../money/Dec.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { spreadRate } from '../spread/spreadRate.js'
import { defaultSpreadRules, type SpreadRule } from '../spread/spreadRule.js'
import { quoteStockOrder, type StockOrderQuote } from './stockOrderQuote.js'

/** A stock order as text, the way a form, a CLI or an HTTP body sends it. */
export interface StockOrderText {
  /** Rupees per share, e.g. "10.55". */
  readonly price: string
  /** Whole hands, e.g. "10" (1 000 shares). */
  readonly hands: string
  /** Whole leverage, e.g. "10". */
  readonly lever: string
  /** A fixed spread rate; when absent the spread rules are applied to the price and notional. */
  readonly spreadRate?: string | undefined
  /** The stock code the spread rules may match; "" when unknown. */
  readonly code?: string | undefined
}

const decimal = /^\d+(\.\d+)?$/
const wholeNumber = /^[1-9]\d*$/

/**
 * Parses and quotes in one step; the hot path of the order page preview and the quote benchmark.
 * Example: {price "10.55", hands "10", lever "10"} with default rules → deposit 1 074.00.
 */
export const quoteStockOrderText = (
  text: StockOrderText,
  schedule: FeeSchedule,
  rules: readonly SpreadRule[] = defaultSpreadRules,
): Result.Result<StockOrderQuote> => {
  if (!decimal.test(text.price)) return Result.fail(domainError('invalidNumber', { field: 'price' }))
  if (!wholeNumber.test(text.hands)) return Result.fail(domainError('invalidNumber', { field: 'hands' }))
  if (!wholeNumber.test(text.lever)) return Result.fail(domainError('invalidNumber', { field: 'lever' }))
  if (text.spreadRate !== undefined && !decimal.test(text.spreadRate))
    return Result.fail(domainError('invalidNumber', { field: 'spreadRate' }))
  const price = P.of(new Dec(text.price))
  if (price.isZero()) return Result.fail(domainError('orderPriceUnknown'))
  const shares = S.of(new Dec(text.hands).times(S.perHand))
  const rate =
    text.spreadRate === undefined
      ? spreadRate(rules, { price, code: text.code ?? '', notional: P.notional(price, shares) })
      : R.of(new Dec(text.spreadRate))
  return Result.ok(quoteStockOrder({ price, shares, lever: Number(text.lever), spreadRate: rate }, schedule))
}
