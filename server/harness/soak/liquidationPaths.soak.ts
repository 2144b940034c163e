import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../../src/testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../../src/testing/startTestServer.js'
import { harnessBackend } from '../harnessDatabase.js'
import { runLiquidationPaths } from '../liquidationPaths.js'
import { reportRun } from '../runSummary.js'
import { harnessSeed, seededChoice } from '../seededChoice.js'

const now = Date.parse('2026-11-23T02:00:00Z')
const backend = harnessBackend()
/** 10 000 paths on both databases (SQLite 28 min, PostgreSQL 16 min here); `BOURSE_HARNESS_PATHS` overrides. */
const paths = Number(process.env.BOURSE_HARNESS_PATHS ?? 10_000)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())

describe(`liquidation on random price paths, long form, on ${backend}`, () => {
  it(`${paths} paths: every account past its line is closed at that tick, none short of it`, {
    timeout: 3_600_000,
  }, async () => {
    const name = `liquidation paths long form (${backend})`
    const seed = harnessSeed(name)
    const started = Date.now()
    const result = await runLiquidationPaths(server, { paths, ticks: 20, choice: seededChoice(seed), now }).catch(
      (error: unknown) => {
        process.stdout.write(`${name} FAILED: replay with BOURSE_SEED=${seed}\n`)
        throw error
      },
    )
    reportRun(name, {
      seed,
      database: backend,
      paths: result.paths,
      liquidated: result.liquidated,
      faults: result.faults.length,
      millis: Date.now() - started,
    })
    expect(result.faults, `seed ${seed}`).toEqual([])
    expectJournalReplays(server.db)
  })
})
