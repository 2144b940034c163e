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
 * quote (nothing can be decided without every price). An account without positions has floating 0.
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
  return {
    assessment: assessRisk(balances, accountFloating(positions, priceOf), rule),
    prices,
    liquidationPriceOf: (code) => liquidationPrice(balances, rule.stopPercent, positions, priceOf, code),
  }
}
