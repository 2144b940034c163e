import { expect } from 'vitest'
import { expectJournalReplays } from '../src/testing/expectJournalReplays.js'
import { bankRunFaults } from './bankRunFaults.js'
import { type CrashRunOptions, runCrashes } from './crashRun.js'
import { columnsHolding } from './databaseScan.js'
import { operationCounts, reportRun } from './runSummary.js'
import { harnessSeed } from './seededChoice.js'

/** The ID number `createTestInvestor` gives every approved investor (KYC data: kept in `users.id_card` only). */
const testIdNumber = '123456789012'

/**
 * Full bank account and ID numbers found where they must not be: in the server's log lines, or in any column of the
 * database but the two that keep them (`bank_cards.bank_no` to pay withdrawals, `users.id_card` as KYC data).
 */
const unmaskedNumbers = (
  db: Parameters<typeof columnsHolding>[0],
  bankNumbers: readonly string[],
  logs: string,
): string[] => {
  const allowed = new Map([
    ...bankNumbers.map((number) => [number, 'bank_cards.bank_no'] as const),
    [testIdNumber, 'users.id_card'],
  ])
  const faults: string[] = []
  for (const [number, columns] of columnsHolding(db, [...allowed.keys()])) {
    const elsewhere = columns.filter((column) => column !== allowed.get(number))
    if (elsewhere.length > 0) faults.push(`full number ${number} stored in ${elsewhere.join(', ')}`)
    if (logs.includes(number)) faults.push(`full number ${number} in the server's log`)
  }
  return faults
}

/**
 * One crash run and its checks, on the run's database (SQLite, or PostgreSQL in the PostgreSQL projects): every
 * acknowledged request is stored, nothing refused or retried left a second trace, the money law holds over the whole
 * database, no full bank account or ID number is in a log line or a column that must not keep it, and the journal
 * replays to every stored balance.
 */
export const crashScenario = async (name: string, options: Omit<CrashRunOptions, 'seed'>): Promise<void> => {
  const seed = harnessSeed(name)
  try {
    await checkedRun(name, seed, options)
  } catch (error) {
    process.stdout.write(`${name} FAILED: replay with BOURSE_SEED=${seed}\n`)
    throw error
  }
}

const checkedRun = async (name: string, seed: number, options: Omit<CrashRunOptions, 'seed'>): Promise<void> => {
  const run = await runCrashes({ ...options, seed })
  try {
    const db = run.database.open()
    try {
      const counts = operationCounts(run.operations)
      const userIds = run.investors.map((investor) => investor.userId)
      const faults = bankRunFaults(db, run.operations, userIds, run.reviews)
      const unmasked = unmaskedNumbers(
        db,
        run.investors.map((investor) => investor.bankNo),
        run.logs,
      )
      reportRun(name, {
        seed,
        database: run.database.backend,
        ...counts,
        reviews: run.reviews.length,
        reviewsDone: run.reviews.filter((review) => review.answer?.status === 0).length,
        kills: run.kills,
        restartMillis: run.restartMillis,
        faults: faults.length,
        unmasked: unmasked.length,
        logBytes: run.logs.length,
      })
      expect(counts.acknowledged, `seed ${seed}`).toBeGreaterThan(options.investors * 5)
      expect(counts.answersDropped).toBeGreaterThan(0)
      expect(faults, `seed ${seed}`).toEqual([])
      expect(unmasked, `seed ${seed}`).toEqual([])
      expectJournalReplays(db)
    } finally {
      db.close()
    }
  } finally {
    await run.cleanUp()
  }
}
