import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config.js'
import { historyLengthOf } from '../market/historyLength.js'
import { type Bourse, openBourse } from '../openBourse.js'
import { readSettings } from '../settings/settingsRepository.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { createDayCloseJobs } from './dayClose.js'
import { createRiskBooks } from './riskBooks.js'
import { seedHolders } from './testing/seedHolders.js'

const now = Date.parse('2026-11-23T02:00:00Z')

describe('a day close in slices (DECISIONS §24)', () => {
  let bourse: Bourse
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bourse-day-close-'))
    const config = readConfig(
      { BOURSE_DEMO: 'off', BOURSE_DATA_DIR: dataDir, BOURSE_CLOCK: new Date(now).toISOString(), PORT: '0' },
      process.cwd(),
    )
    bourse = await openBourse(config, historyLengthOf('off'), { riskOnTick: false })
  })
  afterAll(async () => {
    await bourse.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('accrues every holder once, a batch per step, and goes on where a restarted process left it', () => {
    const { db, market } = bourse
    const stocks = market.instruments().filter((i) => i.kind === 'stock' && i.market === 'sz' && !i.suspended)
    const holders = seedHolders(
      db,
      market,
      { count: 60, positionsEach: 1, deposit: '100000', firstPhone: 9_400_000_000, stocks: stocks.slice(0, 3) },
      now,
    )
    const settings = readSettings(db)
    const books = createRiskBooks(db, settings)
    books.ready()
    const jobs = createDayCloseJobs(db, market, books)
    jobs.add([{ exchange: 'cn', day: '2026-11-22' }])
    jobs.add([{ exchange: 'cn', day: '2026-11-22' }]) // a second report of the same close adds nothing

    // No time at all: still one batch of 25, and the rest waits.
    const first = jobs.step(settings, now, 0)
    expect(first.map((action) => action.userId)).toEqual(holders.slice(0, 25))
    expect(jobs.pending).toBe(true)

    // A new leader (or a restart) reads the job and its progress from the database.
    const resumed = createDayCloseJobs(db, market, books)
    const rest = resumed.step(settings, now, 60_000)
    expect(rest.map((action) => action.userId)).toEqual(holders.slice(25))
    expect(resumed.pending).toBe(false)
    const accruals = db
      .prepare(
        "SELECT COUNT(*) AS n FROM events WHERE type = 'stayFeesAccrued' AND command_id LIKE 'stay:%:2026-11-22'",
      )
      .get() as { n: number }
    expect(accruals.n).toBe(60)
    expect(db.prepare('SELECT COUNT(*) AS n FROM day_close_jobs').get()).toEqual({ n: 0 })
    expectJournalReplays(db)
  })
})
