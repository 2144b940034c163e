import { type Command, decide, emptyAccount, evolveOwned, MarginFinancing, Money, Price, Shares } from '@bourse/core'
import { saveAccount } from '../../accounts/accountRepository.js'
import { appendEvent } from '../../accounts/eventLog.js'
import { project } from '../../accounts/projections.js'
import { chainHeadOf } from '../../audit/historyChain.js'
import { testPasswordHashSync } from '../../auth/passwordHash.js'
import { subaccountNumberOf } from '../../financing/financingIdentifiers.js'
import { findProduct } from '../../financing/financingProducts.js'
import { insertApplication, projectFinancing } from '../../financing/financingRows.js'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { stockOrderContext } from '../../trading/stockOrderContext.js'
import { addInvitationCode } from '../../users/invitationCodes.js'
import { insertUser } from '../../users/usersRepository.js'

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
  addInvitationCode(db, 'SEEDCODE', now)
  const passwordHash = testPasswordHashSync('investor1')
  const product = findProduct(db, 1)
  if (product === undefined) throw new Error('seeding sub-accounts: no financing product 1')
  const contexts = new Map(seed.stocks.map((stock) => [stock.code, stockOrderContext(db, market, stock, 2, now)]))
  const ids: number[] = []
  const seedOne = (i: number) => {
    const userId = insertUser(
      db,
      {
        phone: String(seed.firstPhone + i),
        passwordHash,
        agentCode: 'SEEDCODE',
        realName: 'Seeded Borrower',
        idCard: '123456789012',
        isActive: 2,
      },
      now,
    )
    let state = emptyAccount(String(userId))
    let head = chainHeadOf(db, userId, state)
    const run = (command: Command) => {
      const decision = decide(state, command, now)
      if (!decision.ok) throw new Error(`seeding borrower ${userId}: ${decision.error.key}`)
      for (const event of decision.events) {
        state = evolveOwned(state, event)
        head = appendEvent(db, userId, state.eventCount, event, head)
        project(db, userId, event, state)
      }
      projectFinancing(db, userId, decision.events)
    }
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
    saveAccount(db, userId, emptyAccount(String(userId)), { ...state, handledCommands: {} }, now)
    ids.push(userId)
  }
  for (let first = 0; first < seed.count; first += 50)
    db.transaction(() => {
      for (let i = first; i < Math.min(first + 50, seed.count); i++) seedOne(i)
    })()
  return ids
}
