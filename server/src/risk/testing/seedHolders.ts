import { type Command, decide, emptyAccount, evolveOwned, Money, Shares } from '@bourse/core'
import { saveAccount } from '../../accounts/accountRepository.js'
import { appendEvent } from '../../accounts/eventLog.js'
import { project } from '../../accounts/projections.js'
import { chainHeadOf } from '../../audit/historyChain.js'
import { testPasswordHashSync } from '../../auth/passwordHash.js'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { stockOrderContext } from '../../trading/stockOrderContext.js'
import { addInvitationCode } from '../../users/invitationCodes.js'
import { insertUser } from '../../users/usersRepository.js'

/** How the seeded holders look: how many, how many positions each, their deposit and the phones they take. */
export interface HolderSeed {
  readonly count: number
  readonly positionsEach: number
  readonly deposit: string
  readonly firstPhone: number
  /** The stocks the positions are spread over (round robin). */
  readonly stocks: readonly Instrument[]
}

/**
 * Approved investors, each funded by a journaled deposit and holding `positionsEach` long one-hand positions at 10×,
 * decided by the engine and stored as `executeCommand` stores them (events, journal, read tables, account row and
 * snapshot; fifty investors a transaction), for the risk loop's cost test and the scale bench. Only for new users:
 * nothing is read back. No HTTP and one password hash for all: seeding costs the engine's work, not the sign-in's. Answers
 * the user ids.
 */
export const seedHolders = (db: SqlConnection, market: MarketService, seed: HolderSeed, now: number): number[] => {
  addInvitationCode(db, 'SEEDCODE', now)
  const passwordHash = testPasswordHashSync('investor1')
  const contexts = new Map(seed.stocks.map((stock) => [stock.code, stockOrderContext(db, market, stock, 2, now)]))
  const ids: number[] = []
  const seedOne = (i: number) => {
    const userId = insertUser(
      db,
      {
        phone: String(seed.firstPhone + i),
        passwordHash,
        agentCode: 'SEEDCODE',
        realName: 'Seeded Holder',
        idCard: '123456789012',
        isActive: 2,
      },
      now,
    )
    // The engine directly: each command decided against the state in memory, its events appended and projected as
    // `executeCommand` does, the account row and snapshot written once at the end.
    let state = emptyAccount(String(userId))
    let head = chainHeadOf(db, userId, state)
    const run = (command: Command) => {
      const decision = decide(state, command, now)
      if (!decision.ok) throw new Error(`seeding holder ${userId}: ${decision.error.key}`)
      for (const event of decision.events) {
        state = evolveOwned(state, event)
        head = appendEvent(db, userId, state.eventCount, event, head)
        project(db, userId, event, state)
      }
    }
    run({ type: 'creditDeposit', id: 'seed', rechargeId: 'seed', amount: Money.of(seed.deposit) })
    for (let k = 0; k < seed.positionsEach; k++) {
      const stock = seed.stocks[(seed.firstPhone + i * seed.positionsEach + k) % seed.stocks.length] as Instrument
      run({
        type: 'openStockPosition',
        id: `seed:${k}`,
        // Numbered per holder: a million draws within one frozen second would exhaust `newPositionSn`.
        positionSn: `H${userId}-${k}`,
        stockName: stock.name,
        market: stock.market,
        request: { direction: 'long', shares: Shares.of(100), lever: 10 },
        context: contexts.get(stock.code) as ReturnType<typeof stockOrderContext>,
      })
    }
    saveAccount(db, userId, emptyAccount(String(userId)), { ...state, handledCommands: {} }, now)
    ids.push(userId)
  }
  // Fifty investors a transaction: a commit (and SQLite's sync) per investor would be most of the seeding time.
  for (let first = 0; first < seed.count; first += 50)
    db.transaction(() => {
      for (let i = first; i < Math.min(first + 50, seed.count); i++) seedOne(i)
    })()
  return ids
}
