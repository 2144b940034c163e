import { type Command, MarginFinancing, Money, Price, Shares } from '@bourse/core'
import { subaccountNumberOf } from '../../financing/financingIdentifiers.js'
import { findProduct } from '../../financing/financingProducts.js'
import { insertApplication, projectFinancing } from '../../financing/financingRows.js'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { stockOrderContext } from '../../trading/stockOrderContext.js'
import { inBatchesOfFifty, seededInvestor, seedPasswordHash } from './seededInvestor.js'

/** How the seeded sub-accounts look: how many, the split positions of each, the phones their investors take. */
export interface SubaccountSeed {
  readonly count: number
  readonly positionsEach: number
  readonly firstPhone: number
  /** The stocks the split positions are spread over (round robin). */
  readonly stocks: readonly Instrument[]
}

/**
 * Investors with one active margin-financing sub-account each (product 1: 10 000 of margin at lever 5, so 60 000 of
 * cash against an unwind line of 58 200.00), its first day of fee charged, holding `positionsEach` long one-hand split
 * positions at 10× with a take-profit at twice and a stop-loss at half the price, decided by the engine and stored as
 * `runFinancingCommand` stores them (events, journal, read tables, account row; fifty investors a transaction). For
 * the risk loop's cost test: nothing is read back. Answers the user ids.
 */
export const seedSubaccounts = (db: SqlConnection, market: MarketService, seed: SubaccountSeed, now: number) => {
  const passwordHash = seedPasswordHash()
  const product = findProduct(db, 1)
  if (product === undefined) throw new Error('seeding sub-accounts: no financing product 1')
  const contexts = new Map(seed.stocks.map((stock) => [stock.code, stockOrderContext(db, market, stock, 2, now)]))
  const ids: number[] = []
  inBatchesOfFifty(db, seed.count, (i) => {
    const investor = seededInvestor(
      db,
      { phone: String(seed.firstPhone + i), realName: 'Seeded Borrower', passwordHash },
      now,
    )
    const { userId } = investor
    const run = (command: Command) => projectFinancing(db, userId, investor.run(command))
    run({ type: 'creditDeposit', id: 'seed', rechargeId: 'seed', amount: Money.of(100_000) })
    const applicationId = String(insertApplication(db, userId, now))
    run({
      type: 'applyFinancing',
      id: 'seed:apply',
      applicationId,
      product,
      margin: Money.of(10_000),
      lever: 5,
      ratios: MarginFinancing.defaultFinancingRatios,
      realNameStatus: 2,
    })
    run({
      type: 'approveFinancing',
      id: 'seed:approve',
      applicationId,
      subaccountNumber: subaccountNumberOf(Number(applicationId)),
    })
    run({ type: 'chargeFinancingFee', id: 'seed:fee', applicationId })
    for (let k = 0; k < seed.positionsEach; k++) {
      const stock = seed.stocks[(i * seed.positionsEach + k) % seed.stocks.length] as Instrument
      const context = contexts.get(stock.code) as ReturnType<typeof stockOrderContext>
      const price = context.stock.price as Price.Price
      run({
        type: 'openFinancingPosition',
        id: `seed:${k}`,
        applicationId,
        positionSn: `B${userId}-${k}`,
        stockName: stock.name,
        market: stock.market,
        request: {
          direction: 'long',
          shares: Shares.of(100),
          lever: 10,
          profitTarget: Price.of(price.times(2).toFixed(2)),
          stopLoss: Price.of(price.dividedBy(2).toFixed(2)),
        },
        context,
      })
    }
    investor.save()
    ids.push(userId)
  })
  return ids
}
