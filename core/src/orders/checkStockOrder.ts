import type { Decimal } from 'decimal.js'
import { type DomainError, domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { isAtLimitDown, isAtLimitUp, type PriceLimits } from '../limits/priceLimits.js'
import type { Direction } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'
import type { Shares } from '../money/Shares.js'
import * as S from '../money/Shares.js'
import { checkTargets } from '../positions/takeProfitStopLoss.js'
import { formatSiteLever, type Settings } from '../settings/Settings.js'
import { spreadRate } from '../spread/spreadRate.js'
import type { SpreadRule } from '../spread/spreadRule.js'
import { quoteStockOrder, type StockOrderQuote } from './stockOrderQuote.js'

/** The `/user/buy.do` payload, decoded: `buyNum` as shares, `buyType` as direction. */
export interface StockOrderRequest {
  readonly direction: Direction
  readonly shares: Shares
  readonly lever: number
  readonly profitTarget?: Price | undefined
  readonly stopLoss?: Price | undefined
}

/** The stock as the order meets it. */
export interface OrderStock {
  readonly code: string
  readonly suspended: boolean
  /** Current price from the simulator; `undefined` when none is known. */
  readonly price: Price | undefined
  /** Today's limits; `undefined` on boards without limits (HK, US). */
  readonly limits: PriceLimits | undefined
  /** Today's change in percent, for spread rules by change. */
  readonly changePercent?: Decimal | undefined
}

/** Everything the checks read besides the request; computed by the caller, never sent by the client. */
export interface StockOrderContext {
  readonly signedIn: boolean
  /** `isActive`: 2 is real-name approved (DECISIONS §11). */
  readonly realNameStatus: number
  /** Whether the stock's market accepts orders now, from the trading calendar (DECISIONS §9). */
  readonly tradingOpen: boolean
  readonly stock: OrderStock
  /** Available funds of the stock account. */
  readonly available: Money
  readonly settings: Pick<Settings, 'siteLever' | 'buyMinNum' | 'buyMaxNum' | 'buyMinAmt' | 'buyMaxAmtPercent'>
  readonly schedule: FeeSchedule
  readonly spreadRules: readonly SpreadRule[]
}

const approved = 2
const money = (amount: Money) => M.toText(amount)

const quantityRefusal = (shares: Shares, settings: StockOrderContext['settings']): DomainError | undefined => {
  if (!S.isWholeHands(shares)) return domainError('orderNotWholeHands')
  if (shares.lt(settings.buyMinNum)) return domainError('orderBelowMinShares', { min: settings.buyMinNum.toString() })
  if (shares.gt(settings.buyMaxNum)) return domainError('orderAboveMaxShares', { max: settings.buyMaxNum.toString() })
  return undefined
}

const priceRefusal = (direction: Direction, stock: OrderStock): DomainError | undefined => {
  const { price, limits } = stock
  if (price === undefined || !P.isPositive(price)) return domainError('orderPriceUnknown')
  if (direction === 'long' && isAtLimitUp(price, limits))
    return domainError('orderLongAtLimitUp', { limitUp: limits?.limitUp.toFixed(2) ?? '' })
  if (direction === 'short' && isAtLimitDown(price, limits))
    return domainError('orderShortAtLimitDown', { limitDown: limits?.limitDown.toFixed(2) ?? '' })
  return undefined
}

/**
 * Check 9 (DECISIONS §2, §6): available must be positive; buyMinAmt ≤ margin ≤ available × buyMaxAmtPercent;
 * margin + charges ≤ available. Example: available 1 000.00, 90 % → a margin of 900.01 is refused.
 */
export const fundsRefusal = (
  quote: StockOrderQuote,
  available: Money,
  settings: StockOrderContext['settings'],
): DomainError | undefined => {
  if (available.lte(0)) return domainError('orderAvailableNotPositive')
  if (quote.margin.lt(settings.buyMinAmt))
    return domainError('orderMarginBelowMin', { margin: money(quote.margin), min: money(settings.buyMinAmt) })
  const max = M.round(available.times(settings.buyMaxAmtPercent))
  if (quote.margin.gt(available.times(settings.buyMaxAmtPercent)))
    return domainError('orderMarginAboveMax', {
      margin: money(quote.margin),
      max: money(max),
      percent: settings.buyMaxAmtPercent.times(100).toString(),
    })
  if (quote.deposit.gt(available))
    return domainError('orderInsufficientFunds', { needed: M.format(quote.deposit), available: M.format(available) })
  return undefined
}

/**
 * Runs the nine checks of a stock market order in order, first failure wins (DECISIONS §2), and on success
 * returns the quote at the current price: what leaves available (`deposit`) and what is frozen (`margin`).
 */
export const checkStockOrder = (
  request: StockOrderRequest,
  context: StockOrderContext,
): Result.Result<StockOrderQuote> => {
  const { stock, settings } = context
  let quote: StockOrderQuote | undefined
  const refusal = Result.firstFailure([
    () => (context.signedIn ? undefined : domainError('notSignedIn')),
    () => (context.realNameStatus === approved ? undefined : domainError('orderRealNameRequired')),
    () => (context.tradingOpen ? undefined : domainError('orderOutsideTradingHours')),
    () => (stock.suspended ? domainError('orderStockSuspended') : undefined),
    () =>
      settings.siteLever.includes(request.lever)
        ? undefined
        : domainError('orderLeverNotAllowed', {
            lever: String(request.lever),
            levers: formatSiteLever(settings.siteLever),
          }),
    () => quantityRefusal(request.shares, settings),
    () => priceRefusal(request.direction, stock),
    // Checks 8 and 9 run only after check 7 has found a positive price.
    () => checkTargets(request.direction, stock.price as Price, request),
    () => {
      const price = stock.price as Price
      const notional = P.notional(price, request.shares)
      const rate = spreadRate(context.spreadRules, {
        price,
        notional,
        code: stock.code,
        ...(stock.changePercent === undefined ? {} : { changePercent: stock.changePercent }),
      })
      quote = quoteStockOrder(
        { price, shares: request.shares, lever: request.lever, spreadRate: rate },
        context.schedule,
      )
      return fundsRefusal(quote, context.available, settings)
    },
  ])
  return refusal !== undefined || quote === undefined
    ? Result.fail(refusal ?? domainError('orderPriceUnknown'))
    : Result.ok(quote)
}
