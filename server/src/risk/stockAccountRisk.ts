import {
  type AccountState,
  assessRisk,
  exposureFloating,
  exposureLiquidationPrice,
  heldSymbols,
  type Price,
  type RiskAssessment,
  type Settings,
  stockRiskRule,
} from '@bourse/core'
import { accountExposure } from '../accounts/accountExposure.js'
import type { MarketService } from '../market/MarketService.js'
import type { Quote } from '../market/Quote.js'

/** The stock account at the live prices: core's assessment, and each held stock's liquidation price. */
export interface StockAccountRisk {
  readonly assessment: RiskAssessment
  /** Every held code's current price, as the liquidation command takes them. */
  readonly prices: Readonly<Record<string, Price.Price>>
  liquidationPriceOf(code: string): Price.Price | undefined
}

/**
 * Applies DECISIONS §6 to the stock account at the market's current prices, or `undefined` when a held stock has no
 * quote (nothing can be decided without every price). An account without positions has floating 0. Works on the
 * account's exposure (`accountExposure`: positions summed per code), so it costs a few decimal operations per held
 * code, however many positions there are; each code's liquidation price is computed once, when first asked.
 */
export const stockAccountRisk = (
  state: AccountState,
  market: MarketService,
  settings: Settings,
): StockAccountRisk | undefined => {
  const exposure = accountExposure(state)
  const prices: Record<string, Price.Price> = {}
  for (const code of heldSymbols(exposure)) {
    const quote = market.quote(code)
    if (!quote) return undefined
    prices[code] = quote.price
  }
  const priceOf = (code: string) => prices[code] as Price.Price
  const balances = { available: state.balances['stock.available'], frozen: state.balances['stock.frozen'] }
  const rule = stockRiskRule(settings)
  const liquidation = new Map<string, Price.Price | undefined>()
  return {
    assessment: assessRisk(balances, exposureFloating(exposure, priceOf), rule),
    prices,
    liquidationPriceOf: (code) => {
      if (!liquidation.has(code)) {
        liquidation.set(code, exposureLiquidationPrice(balances, rule.stopPercent, exposure, priceOf, code))
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
  const codes = memo?.quotes.map(([code]) => code) ?? heldSymbols(accountExposure(state))
  const quotes = codes.map((code) => [code, market.quote(code)] as const)
  const risk = stockAccountRisk(state, market, settings)
  memos.set(state, { settings, quotes, risk })
  return risk
}
