import { AccountFigures, type AccountKind, Money } from '@bourse/core'
import { contractPositionPage } from '../contracts/contractPositionRepository.js'
import { futuresPositionWire, indexPositionWire } from '../contracts/contractPositionWire.js'
import type { MarketService } from '../market/MarketService.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { presentPosition } from '../trading/presentPosition.js'
import { listStockPositions } from '../trading/stockPositionRows.js'

// Every open position of an account is one page.
const all = { state: 0, pageNum: 1, pageSize: 1_000_000 } as const

const floatingRow = (row: { readonly profitAndLose: string; readonly orderStayFee?: string }) => ({
  profitAndLose: Money.of(row.profitAndLose),
  orderStayFee: Money.of(row.orderStayFee ?? '0'),
})

/**
 * Each account's floating P&L (DECISIONS §20): core's `accountFloating` over the open rows exactly as the position
 * lists present them at the current quotes, so `getUserInfo` and the card the app sums from those lists agree.
 */
export const userFloating = (
  db: SqlConnection,
  market: MarketService,
  userId: number,
): Readonly<Record<AccountKind, Money.Money>> => {
  const stock = listStockPositions(db, userId, all).rows.map((row) => {
    const quote = market.quote(row.position.stockCode)
    return floatingRow(
      presentPosition(row, market.instrument(row.position.stockCode), quote?.price, undefined, quote?.prevClose),
    )
  })
  const contracts = (kind: 'index' | 'futures') =>
    contractPositionPage(db, userId, kind, { ...all, words: [] }).rows.map((stored) => {
      const quote = market.quote(stored.position.code)
      const wire = kind === 'index' ? indexPositionWire : futuresPositionWire
      return floatingRow(wire(stored, quote?.price ?? stored.position.openPoint, quote?.prevClose))
    })
  return {
    stock: AccountFigures.accountFloating(stock),
    index: AccountFigures.accountFloating(contracts('index')),
    futures: AccountFigures.accountFloating(contracts('futures')),
  }
}
