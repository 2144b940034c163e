import { isDomainError, Money } from '@bourse/core'
import { contractOrderCommand } from '../../contracts/contractOrderCommand.js'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import { readSettings } from '../../settings/settingsRepository.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { inBatchesOfFifty, seededInvestor, seedPasswordHash } from './seededInvestor.js'

/** How the seeded contract holders look: how many, how many positions each, the phones they take. */
export interface ContractHolderSeed {
  readonly count: number
  readonly positionsEach: number
  readonly firstPhone: number
  /** Index or futures instruments with contract terms; the positions are spread over them (round robin). */
  readonly contracts: readonly Instrument[]
}

/**
 * Approved investors who moved 200 000 of a deposit to the index or futures account of each contract's kind and hold
 * `positionsEach` one-hand long positions at lever 10, as `/user/buyIndex.do` and `/user/buyFutures.do` decide and
 * store them (fifty investors a transaction). For the scale bench: nothing is read back. Answers the user ids.
 */
export const seedContractHolders = (
  db: SqlConnection,
  market: MarketService,
  seed: ContractHolderSeed,
  now: number,
): number[] => {
  const passwordHash = seedPasswordHash()
  const settings = readSettings(db)
  const ids: number[] = []
  inBatchesOfFifty(db, seed.count, (i) => {
    const investor = seededInvestor(
      db,
      { phone: String(seed.firstPhone + i), realName: 'Seeded Contract Holder', passwordHash },
      now,
    )
    investor.run({ type: 'creditDeposit', id: 'seed', rechargeId: 'seed', amount: Money.of(500_000) })
    const kinds = new Set<string>()
    for (let k = 0; k < seed.positionsEach; k++) {
      const contract = seed.contracts[(i * seed.positionsEach + k) % seed.contracts.length] as Instrument
      if (!kinds.has(contract.kind)) {
        kinds.add(contract.kind)
        const transferType = contract.kind === 'index' ? 1 : 3
        const amount = Money.of(200_000)
        investor.run({ type: 'transferFunds', id: `seed:${contract.kind}`, transferType, amount, settings })
      }
      const positionSn = `C${investor.userId}-${k}`
      const facts = { db, market, settings, realNameApproved: true, positionSn, now }
      const field = contract.kind === 'index' ? 'indexId' : 'futuresId'
      const order = contractOrderCommand(contract, { buyNum: 1, buyType: 0, lever: 10 }, facts, field)
      if (isDomainError(order)) throw new Error(`seeding a contract position on ${contract.code}: ${order.key}`)
      investor.run(order)
    }
    investor.save()
    ids.push(investor.userId)
  })
  return ids
}
