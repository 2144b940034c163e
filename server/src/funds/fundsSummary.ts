import { type Api, Money, type Settings, totalAssets } from '@bourse/core'
import { loadAccount } from '../accounts/accountRepository.js'
import type { MarketService } from '../market/MarketService.js'
import { currentStockAccountRisk } from '../risk/stockAccountRisk.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { accountBalances } from '../users/accountBalances.js'

/**
 * `/user/funds/summary`: `amount` total assets (stock account, plus the index and futures accounts the product shows,
 * core's `totalAssets`), `freeze` the frozen part of them (margins, IPO funds), `balance` their available part, and
 * `pl` the stock account's floating P&L at the live prices (net of accrued stay fees, DECISIONS §6; "0.00" while a
 * held stock has no quote). Example: available 900 + frozen 100 in stock, 50 available in index → amount 1050.00,
 * freeze 100.00, balance 950.00.
 */
export const fundsSummary = (
  db: SqlConnection,
  userId: number,
  settings: Settings,
  market: MarketService | undefined,
): typeof Api.FundsSummary.Encoded => {
  const b = accountBalances(db, userId)
  const shown = (index: Money.Money, futures: Money.Money) => [
    ...(settings.indexDisplay ? [index] : []),
    ...(settings.futuresDisplay ? [futures] : []),
  ]
  const amount = totalAssets(
    {
      userAmt: Money.sum([b['stock.available'], b['stock.frozen'], b['stock.ipoFrozen']]),
      userIndexAmt: Money.sum([b['index.available'], b['index.frozen']]),
      userFuturesAmt: Money.sum([b['futures.available'], b['futures.frozen']]),
    },
    settings,
  )
  const freeze = Money.sum([b['stock.frozen'], b['stock.ipoFrozen'], ...shown(b['index.frozen'], b['futures.frozen'])])
  const balance = Money.sum([b['stock.available'], ...shown(b['index.available'], b['futures.available'])])
  const risk = market && currentStockAccountRisk(loadAccount(db, userId), market, settings)
  return {
    amount: Money.toText(amount),
    freeze: Money.toText(freeze),
    pl: Money.toText(risk?.assessment.floating ?? Money.zero),
    balance: Money.toText(balance),
  }
}
