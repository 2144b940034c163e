import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../../src/testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../../src/testing/startTestServer.js'
import { runLiquidationPaths } from '../liquidationPaths.js'
import { reportRun } from '../runSummary.js'
import { harnessSeed, seededChoice } from '../seededChoice.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())

describe('liquidation on random price paths, long form', () => {
  it('10 000 paths: every account past its line is closed at that tick, none short of it', {
    timeout: 3_600_000,
  }, async () => {
    const seed = harnessSeed('liquidation paths long form')
    const started = Date.now()
    const result = await runLiquidationPaths(server, { paths: 10_000, ticks: 20, choice: seededChoice(seed), now })
    reportRun('liquidation paths long form', {
      seed,
      paths: result.paths,
      liquidated: result.liquidated,
      faults: result.faults.length,
      millis: Date.now() - started,
    })
    expect(result.faults, `seed ${seed}`).toEqual([])
    expectJournalReplays(server.db)
  })
})
