import { join } from 'node:path'
import { expect } from 'vitest'
import { openSqlite } from '../src/store/openSqlite.js'
import { expectJournalReplays } from '../src/testing/expectJournalReplays.js'
import { bankRunFaults } from './bankRunFaults.js'
import { type CrashRunOptions, runCrashes } from './crashRun.js'
import { operationCounts, reportRun } from './runSummary.js'
import { harnessSeed } from './seededChoice.js'

/**
 * One crash run and its checks: every acknowledged request is stored, nothing refused or retried left a second
 * trace, the money law holds over the whole database and the journal replays to every stored balance.
 */
export const crashScenario = async (name: string, options: Omit<CrashRunOptions, 'seed'>): Promise<void> => {
  const seed = harnessSeed(name)
  const run = await runCrashes({ ...options, seed })
  try {
    const db = openSqlite(join(run.dataDir, 'bourse.sqlite'))
    try {
      const counts = operationCounts(run.operations)
      const faults = bankRunFaults(db, run.operations, run.userIds, run.reviews)
      reportRun(name, {
        seed,
        ...counts,
        reviews: run.reviews.length,
        reviewsDone: run.reviews.filter((review) => review.answer?.status === 0).length,
        kills: run.kills,
        restartMillis: run.restartMillis,
        faults: faults.length,
      })
      expect(counts.acknowledged, `seed ${seed}`).toBeGreaterThan(options.investors * 5)
      expect(counts.answersDropped).toBeGreaterThan(0)
      expect(faults, `seed ${seed}`).toEqual([])
      expectJournalReplays(db)
    } finally {
      db.close()
    }
  } finally {
    run.cleanUp()
  }
}
