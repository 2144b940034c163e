import { Decimal } from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../src/testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../src/testing/startTestServer.js'
import { harnessBackend } from './harnessDatabase.js'
import { pastTheLine, runLiquidationPaths } from './liquidationPaths.js'
import { reportRun } from './runSummary.js'
import { harnessSeed, seededChoice } from './seededChoice.js'

const now = Date.parse('2026-11-23T02:00:00Z')
const backend = harnessBackend()
/** 300 paths on SQLite; 100 on PostgreSQL, where each price write and risk pass is a round trip. */
const paths = Number(process.env.BOURSE_HARNESS_PATHS ?? (backend === 'SQLite' ? 300 : 100))

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())

describe('liquidation on random price paths', () => {
  it('the hand-written rule: a long of 1 000 at 10.00 funded with 1 176.47 is past its line at 9.07, not at 9.08', () => {
    // charges 3.00 + 10.00 + 5.00 = 18.00; available 1176.47 − 1000 − 18 = 158.47; line = round2(1158.47 × 0.8) = 926.78
    const at = (price: string, long = true) =>
      pastTheLine(
        new Decimal('158.47'),
        new Decimal('1000'),
        new Decimal('10'),
        new Decimal(price),
        new Decimal(1000),
        long,
      )
    expect(at('9.08')).toBe(false)
    expect(at('9.07')).toBe(true)
    expect(at('10.93', false)).toBe(true)
    expect(at('10.92', false)).toBe(false)
  })

  it('opens its positions even where an earlier path left the stock at a price limit (long form, seed 775622519)', async () => {
    // A long at limit-up (or a short at limit-down) is refused by the engine: each path starts at the previous close.
    const stocks = server.market.instruments().filter((instrument) => instrument.kind === 'stock')
    for (const stock of stocks) {
      const limits = server.market.limits(stock.code)
      if (limits) server.market.setPrice(stock.code, limits.limitUp, now)
    }
    const result = await runLiquidationPaths(server, { paths: 8, ticks: 2, choice: seededChoice(1), now })
    expect(result.faults).toEqual([])
    expectJournalReplays(server.db)
  })

  it('closes every account past its line at the tick it gets there, and none short of it', {
    timeout: 600_000,
  }, async () => {
    const name = `liquidation paths short form (${backend})`
    const seed = harnessSeed(name)
    const result = await runLiquidationPaths(server, { paths, ticks: 20, choice: seededChoice(seed), now })
    reportRun(name, {
      seed,
      database: backend,
      paths,
      liquidated: result.liquidated,
      faults: result.faults.length,
    })
    expect(result.faults, `seed ${seed}`).toEqual([])
    expect(result.liquidated, `seed ${seed}: some paths must reach their line`).toBeGreaterThan(0)
    expect(result.liquidated).toBeLessThan(paths)
    expectJournalReplays(server.db)
  })
})
