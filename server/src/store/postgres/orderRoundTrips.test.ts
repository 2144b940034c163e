import { Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../../accounts/executeCommand.js'
import type { Instrument } from '../../market/Instrument.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../../users/testInvestor.js'
import { postgresFeedOf } from './changeFeed.js'
import { PostgresConnection } from './PostgresConnection.js'
import { testPostgresUrl } from './testing/testDatabases.js'

// Monday 2026-11-23 10:00 in Shanghai (a trading day).
const mondayTen = '2026-11-23T02:00:00Z'

let server: TestServer
let stock: Instrument

const buy = async (investor: TestInvestor) => {
  const response = await fetch(`${server.url}/prod-api/user/buy.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: investor.token },
    body: new URLSearchParams({ stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }),
  })
  return ((await response.json()) as { status: number }).status
}

const funded = (): TestInvestor => {
  const investor = createTestInvestor(server.db, server.clock.now())
  const deposit = { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of('1000000') } as const
  executeCommand(server.db, investor.userId, deposit, server.clock.now())
  return investor
}

const roundTrips = () => (server.db as PostgresConnection).roundTrips

/** Waits until the change feed has delivered each investor's last account commit (this process's own included). */
const delivered = async (investors: readonly TestInvestor[]) => {
  const feed = postgresFeedOf(server.db as PostgresConnection) ?? expect.fail('no change feed')
  const revision = server.db.prepare('SELECT revision FROM accounts WHERE user_id = ?')
  for (const { userId } of investors) {
    const { revision: stored } = revision.get(userId) as { revision: string }
    await feed.when(() => feed.accountRevision(userId) === stored)
  }
}

describe.skipIf(testPostgresUrl() === undefined)('round trips of a market order on PostgreSQL', () => {
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: mondayTen })
    stock =
      server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
    const feed = postgresFeedOf(server.db as PostgresConnection) ?? expect.fail('no change feed')
    await feed.when(() => feed.live)
  })
  afterAll(async () => {
    expectJournalReplays(server.db)
    await server.close()
  })

  it('counts the requests the main thread waits for, alone and in a batch of 20', async () => {
    expect(server.db).toBeInstanceOf(PostgresConnection)
    const investors = Array.from({ length: 20 }, funded)
    for (const investor of investors) expect(await buy(investor)).toBe(0)
    await delivered(investors)
    const alone = roundTrips()
    expect(await buy(investors[0] as TestInvestor)).toBe(0)
    const one = roundTrips() - alone
    await delivered(investors)
    const before = roundTrips()
    expect(await Promise.all(investors.map(buy))).toEqual(investors.map(() => 0))
    const perOrder = (roundTrips() - before) / investors.length
    process.stdout.write(`market order on PostgreSQL: ${one} round trips alone, ${perOrder} each in a batch of 20\n`)
    // The new position's row id, which carries every write of the order (the `events` key guards the account; no
    // savepoint of its own ends with a round trip); the group's COMMIT goes without waiting. While the change feed is
    // live the session and the settings come from memory (their version rows were read once per turn before it), and
    // so does the account at its last delivered revision, with no handled look-up for the order's fresh command id.
    // Was 4 before the feed (issue 25), 8 before issue 14's phase 3. (This process's own commits are known at their
    // COMMIT; an account another process wrote is read until the feed delivers that write.)
    expect(one).toBe(1)
    expect(perOrder).toBe(1)
  })

  it('counts the round trips of a quote, a position list (read by its owner) and a market tick', async () => {
    const investor = funded()
    expect(await buy(investor)).toBe(0)
    const post = (path: string, body: string, token?: string) =>
      fetch(`${server.url}/prod-api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { USERTOKEN: token } : {}) },
        body,
      }).then((response) => response.json() as Promise<{ status: number }>)
    const counted = async (request: () => Promise<{ status: number }>) => {
      expect((await request()).status).toBe(0)
      const before = roundTrips()
      expect((await request()).status).toBe(0)
      return roundTrips() - before
    }
    // The feed delivers this process's own commit too, a moment after the answer: until then the account's
    // revision is read.
    const { revision } = server.db.prepare('SELECT revision FROM accounts WHERE user_id = ?').get(investor.userId) as {
      revision: string
    }
    const feed = postgresFeedOf(server.db as PostgresConnection) ?? expect.fail('no change feed')
    await feed.when(() => feed.accountRevision(investor.userId) === revision)
    const quote = await counted(() => post('/api/stock/getSingleStock.do', `code=${stock.code}`))
    const list = await counted(() => post('/user/position/list.do', 'state=0', investor.token))
    // A market tick (414 quotes and bars in one transaction) commits without the main thread waiting for it (the
    // first one after the start reads each instrument's current bars).
    server.market.tickOnce(server.clock.now() + 1000)
    const beforeTick = roundTrips()
    server.market.tickOnce(server.clock.now() + 2000)
    const tick = roundTrips() - beforeTick
    expect((await post('/api/stock/getSingleStock.do', `code=${stock.code}`)).status).toBe(0)
    process.stdout.write(
      `on PostgreSQL: a quote waits for ${quote} round trips, a position list for ${list}, a market tick for ${tick}\n`,
    )
    // With the change feed live, a quote and the list of a cached account ask PostgreSQL nothing (issue 25).
    expect({ tick, quote, list }).toEqual({ tick: 0, quote: 0, list: 0 })
  })
})
