import { type Api, assetBreakdown, contractRiskRule, Money, type Settings } from '@bourse/core'
import { loadAccount } from '../accounts/accountRepository.js'
import type { MarketService } from '../market/MarketService.js'
import { contractAccountRisk } from '../risk/contractRisk.js'
import { currentStockAccountRisk } from '../risk/stockAccountRisk.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { accountBalances } from '../users/accountBalances.js'

/** Each account's floating P&L at the live prices (DECISIONS §6), 0 while a held instrument has no quote. */
const floatingOf = (db: SqlConnection, userId: number, settings: Settings, market: MarketService | undefined) => {
  if (market === undefined) return { stock: Money.zero, index: Money.zero, futures: Money.zero }
  const contract = (kind: 'index' | 'futures') =>
    contractAccountRisk({ db, market }, { userId, kind }, contractRiskRule(settings))?.assessment.floating ?? Money.zero
  return {
    stock: currentStockAccountRisk(loadAccount(db, userId), market, settings)?.assessment.floating ?? Money.zero,
    index: contract('index'),
    futures: contract('futures'),
  }
}

/**
 * `/user/funds/summary`, core's `assetBreakdown` over the accounts the product shows (stock, plus index and futures
 * per `indexDisplay` / `futuresDisplay`): `amount` total assets, `freeze` their frozen part (margins, IPO funds),
 * `balance` their available part, `pl` their floating P&L at the live prices. Example: stock 900 available + 100
 * frozen, index 50 available → amount 1050.00, freeze 100.00, balance 950.00.
 */
export const fundsSummary = (
  db: SqlConnection,
  userId: number,
  settings: Settings,
  market: MarketService | undefined,
): typeof Api.FundsSummary.Encoded => {
  const b = accountBalances(db, userId)
  const breakdown = assetBreakdown(
    {
      enableAmt: b['stock.available'],
      allFreezAmt: b['stock.frozen'],
      djzj: b['stock.ipoFrozen'],
      enableIndexAmt: b['index.available'],
      allIndexFreezAmt: b['index.frozen'],
      enableFuturesAmt: b['futures.available'],
      allFuturesFreezAmt: b['futures.frozen'],
      enableFinancingAmt: b['financing.available'],
      allFinancingFreezAmt: b['financing.frozen'],
      financingBorrowed: Money.neg(b['financing.debt']),
    },
    floatingOf(db, userId, settings, market),
    settings,
  )
  const parts = breakdown.accounts
  return {
    amount: Money.toText(breakdown.total),
    freeze: Money.toText(Money.sum(parts.map((part) => Money.add(part.frozen, part.ipoFrozen)))),
    pl: Money.toText(Money.round(breakdown.floating)),
    balance: Money.toText(Money.sum(parts.map((part) => part.available))),
  }
}
