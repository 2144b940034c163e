import { Money, Price, Shares } from '@bourse/core'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { nextPendingOrderId } from '../../trading/identifiers.js'
import { savePlacementPrice } from '../../trading/pendingOrderRows.js'
import { stockOrderContext } from '../../trading/stockOrderContext.js'
import { inBatchesOfFifty, type SeededInvestor, seededInvestor, seedPasswordHash } from './seededInvestor.js'

/** How the seeded holders look: how many, how many positions each, their deposit and the phones they take. */
export interface HolderSeed {
  readonly count: number
  readonly positionsEach: number
  readonly deposit: string
  readonly firstPhone: number
  /** The stocks the positions are spread over (round robin). */
  readonly stocks: readonly Instrument[]
  /** Waiting limit orders each holder places (a buy at half the price, valid `pendingOrderDays`); none by default. */
  readonly pendingEach?: number
}

/**
 * Approved investors (`seededInvestor`), each funded by a journaled deposit and holding `positionsEach` long one-hand
 * positions at 10×, for the risk loop's cost test and the scale bench. Answers the user ids.
 */
export const seedHolders = (db: SqlConnection, market: MarketService, seed: HolderSeed, now: number): number[] => {
  const passwordHash = seedPasswordHash()
  const contexts = new Map(seed.stocks.map((stock) => [stock.code, stockOrderContext(db, market, stock, 2, now)]))
  const ids: number[] = []
  inBatchesOfFifty(db, seed.count, (i) => {
    const investor = seededInvestor(
      db,
      { phone: String(seed.firstPhone + i), realName: 'Seeded Holder', passwordHash },
      now,
    )
    investor.run({ type: 'creditDeposit', id: 'seed', rechargeId: 'seed', amount: Money.of(seed.deposit) })
    for (let k = 0; k < seed.positionsEach; k++) {
      const stock = seed.stocks[(seed.firstPhone + i * seed.positionsEach + k) % seed.stocks.length] as Instrument
      investor.run({
        type: 'openStockPosition',
        id: `seed:${k}`,
        // Numbered per holder: a million draws within one frozen second would exhaust `newPositionSn`.
        positionSn: `H${investor.userId}-${k}`,
        stockName: stock.name,
        market: stock.market,
        request: { direction: 'long', shares: Shares.of(100), lever: 10 },
        context: contexts.get(stock.code) as ReturnType<typeof stockOrderContext>,
      })
    }
    for (let k = 0; k < (seed.pendingEach ?? 0); k++)
      placeWaitingOrder(db, investor, seed.stocks[k % seed.stocks.length] as Instrument, contexts, now)
    investor.save()
    ids.push(investor.userId)
  })
  return ids
}

/** A long limit order at half the current price, placed and stored as `/user/addOrder.do` does: it waits. */
const placeWaitingOrder = (
  db: SqlConnection,
  investor: SeededInvestor,
  stock: Instrument,
  contexts: ReadonlyMap<string, ReturnType<typeof stockOrderContext>>,
  now: number,
) => {
  const { tradingOpen: _, ...context } = contexts.get(stock.code) as ReturnType<typeof stockOrderContext>
  const currentPrice = context.stock.price as Price.Price
  const orderId = nextPendingOrderId(db)
  investor.run({
    type: 'placePendingOrder',
    id: `seed:order:${orderId}`,
    orderId,
    stockName: stock.name,
    market: stock.market,
    request: { direction: 'long', shares: Shares.of(100), lever: 10 },
    targetPrice: Price.of(currentPrice.dividedBy(2).toFixed(2)),
    currentPrice,
    expiresAt: now + 7 * 24 * 3_600_000,
    context,
  })
  savePlacementPrice(db, orderId, currentPrice)
}
