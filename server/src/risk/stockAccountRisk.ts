import {
  type AccountState,
  accountFloating,
  assessRisk,
  liquidationPrice,
  type Price,
  type RiskAssessment,
  type RiskPosition,
  type Settings,
  stockRiskRule,
} from '@bourse/core'
import type { MarketService } from '../market/MarketService.js'
import type { Quote } from '../market/Quote.js'

/** The stock account at the live prices: core's assessment, and each held stock's liquidation price. */
export interface StockAccountRisk {
  readonly assessment: RiskAssessment
  /** Every held code's current price, as the liquidation command takes them. */
  readonly prices: Readonly<Record<string, Price.Price>>
  liquidationPriceOf(code: string): Price.Price | undefined
}

/** Core's risk view of an open stock position: shares are the P&L of a one-rupee move. */
const riskPositionOf = (position: AccountState['positions'][string]): RiskPosition => ({
  symbol: position.stockCode,
  direction: position.direction,
  openPrice: position.openPrice,
  quantity: position.shares,
  stayFees: position.stayFees,
})

/**
 * Applies DECISIONS §6 to the stock account at the market's current prices, or `undefined` when a held stock has no
 * quote (nothing can be decided without every price). An account without positions has floating 0. The floating P&L
 * is computed once; each code's liquidation price once, when first asked.
 */
export const stockAccountRisk = (
  state: AccountState,
  market: MarketService,
  settings: Settings,
): StockAccountRisk | undefined => {
  const open = Object.values(state.positions)
  const prices: Record<string, Price.Price> = {}
  for (const position of open) {
    const quote = market.quote(position.stockCode)
    if (!quote) return undefined
    prices[position.stockCode] = quote.price
  }
  const positions = open.map(riskPositionOf)
  const priceOf = (code: string) => prices[code] as Price.Price
  const balances = { available: state.balances['stock.available'], frozen: state.balances['stock.frozen'] }
  const rule = stockRiskRule(settings)
  const liquidation = new Map<string, Price.Price | undefined>()
  return {
    assessment: assessRisk(balances, accountFloating(positions, priceOf), rule),
    prices,
    liquidationPriceOf: (code) => {
      if (!liquidation.has(code)) {
        liquidation.set(code, liquidationPrice(balances, rule.stopPercent, positions, priceOf, code))
      }
      return liquidation.get(code)
    },
  }
}

interface Memo {
  readonly settings: Settings
  /** The quote object of each held code the risk was computed at (the market replaces a quote when it moves). */
  readonly quotes: readonly (readonly [string, Quote | undefined])[]
  readonly risk: StockAccountRisk | undefined
}

const memos = new WeakMap<AccountState, Memo>()

/**
 * `stockAccountRisk`, kept per account state (states are immutable: a new command makes a new one) until a held
 * code's quote or the settings change, so repeated reads between two ticks (the position list) cost a lookup.
 */
export const currentStockAccountRisk = (
  state: AccountState,
  market: MarketService,
  settings: Settings,
): StockAccountRisk | undefined => {
  const memo = memos.get(state)
  if (
    memo !== undefined &&
    memo.settings === settings &&
    memo.quotes.every(([code, quote]) => market.quote(code) === quote)
  ) {
    return memo.risk
  }
  const codes = memo?.quotes.map(([code]) => code) ?? [
    ...new Set(Object.values(state.positions).map((position) => position.stockCode)),
  ]
  const quotes = codes.map((code) => [code, market.quote(code)] as const)
  const risk = stockAccountRisk(state, market, settings)
  memos.set(state, { settings, quotes, risk })
  return risk
}
