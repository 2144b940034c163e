import { type DomainError, domainError } from '../errors/DomainError.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { type BlockTradeFill, type BlockTradeProduct, price as blockPrice, buy } from '../ipo/BlockTrade.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import * as R from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import type { StockOrderQuote } from '../orders/stockOrderQuote.js'
import { spreadRate } from '../spread/spreadRate.js'
import type { SpreadRule } from '../spread/spreadRule.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'
import type { OpenStockPosition } from './OpenStockPosition.js'
import { positionFromQuote, postOpen } from './stockOpen.js'

/** What the server knows about the moment of a lever-1 buy (block trade, strong-buy): never from the client. */
export interface LeverOneContext {
  /** `isActive`: 2 is real-name approved (DECISIONS §11). */
  readonly realNameStatus: number
  /** The stock's order window at `now`, from the trading calendar (DECISIONS §9). */
  readonly tradingOpen: boolean
  readonly suspended: boolean
  readonly schedule: FeeSchedule
  readonly spreadRules: readonly SpreadRule[]
}

/** `/user/buyStockDz.do`: buy `shares` of a block-trade product at its discount, lever 1, ordinary charges. */
export interface BuyBlockTrade {
  readonly type: 'buyBlockTrade'
  readonly id: string
  readonly positionSn: string
  readonly product: BlockTradeProduct
  readonly shares: Shares
  /** The stock's current market price; the fill is at a discount to it. */
  readonly marketPrice: Price | undefined
  readonly context: LeverOneContext
}

export interface BlockTradeBought extends EventBase<'blockTradeBought'> {
  readonly position: OpenStockPosition
  readonly fill: BlockTradeFill
}

/** The checks every lever-1 buy shares with a market order (DECISIONS §2 checks 2–4), first failure wins. */
export const leverOneRefusal = (context: LeverOneContext): DomainError | undefined => {
  if (context.realNameStatus !== 2) return domainError('orderRealNameRequired')
  if (!context.tradingOpen) return domainError('orderOutsideTradingHours')
  if (context.suspended) return domainError('orderStockSuspended')
  return undefined
}

/** A lever-1 fill as a stock order quote, so it is journaled and opened exactly like a market order. */
export const leverOneQuote = (
  fill: Pick<BlockTradeFill, 'price' | 'shares' | 'margin' | 'charges'>,
  rate: Rate,
): StockOrderQuote => ({
  price: fill.price,
  shares: fill.shares,
  lever: 1,
  spreadRate: rate,
  notional: fill.margin,
  margin: fill.margin,
  buyFee: fill.charges.buyFee,
  stampDuty: fill.charges.stampDuty,
  spread: fill.charges.spread,
  charges: fill.charges.total,
  deposit: M.add(fill.margin, fill.charges.total),
})

/** The spread rate (DECISIONS §3) of a lever-1 buy of `shares` at `price`. */
export const leverOneSpreadRate = (rules: readonly SpreadRule[], code: string, price: Price, shares: Shares): Rate =>
  spreadRate(rules, { price, notional: P.notional(price, shares), code })

/**
 * Decides a block-trade buy: real name, order window and suspension as for any order, then core's `BlockTrade.buy`
 * (whole hands, minimum quantity, known price, funds) with the spread rate of the discounted order. Journals like a
 * market order: margin (= notional at lever 1) available → frozen, then buy fee, stamp duty, spread.
 */
export const decideBuyBlockTrade = (
  state: AccountState,
  command: BuyBlockTrade,
  now: Instant,
): BlockTradeBought | DomainError => {
  if (state.positions[command.positionSn]) return domainError('engineDuplicateRecord', { id: command.positionSn })
  const refused = leverOneRefusal(command.context)
  if (refused) return refused
  const { product, marketPrice, shares, context } = command
  // Without a price `buy` refuses before the rate matters.
  const rate =
    marketPrice !== undefined && P.isPositive(marketPrice)
      ? leverOneSpreadRate(context.spreadRules, product.code, blockPrice(marketPrice, product.discount), shares)
      : R.zero
  const outcome = buy(product, marketPrice, shares, state.balances['stock.available'], context.schedule, rate)
  if (!outcome.ok) return outcome.error
  const fill = outcome.value
  const quote = leverOneQuote(fill, rate)
  const identity = {
    positionSn: command.positionSn,
    stockCode: product.code,
    stockName: product.name,
    market: product.market,
  }
  return {
    type: 'blockTradeBought',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: postOpen(startLedger(state.balances), quote, command.positionSn).entries,
    position: positionFromQuote(quote, identity, { direction: 'long', shares, lever: 1 }, now),
    fill,
  }
}
