import { Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import type { Instrument } from '../market/Instrument.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { changeFeedOf, whenFeedLive } from './changeFeed.js'
import { PostgresConnection } from './postgres/PostgresConnection.js'
import { roundTripsOf } from './roundTrips.js'

// Monday 2026-11-23 10:00 in Shanghai (a trading day).
const mondayTen = '2026-11-23T02:00:00Z'

let server: TestServer
let stock: Instrument

const post = (path: string, body: string, token?: string) =>
  fetch(`${server.url}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { USERTOKEN: token } : {}) },
    body,
  }).then((response) => response.json() as Promise<{ status: number }>)

/**
 * The database round trips of a request repeated (the first call fills the caches): the fewest of three repeats, as
 * the server's timers (the push outbox's look every 5 s, say) may ask the database during one of them; what the
 * request itself asks, it asks every time.
 */
const roundTripsOfRepeated = async (request: () => Promise<{ status: number }>) => {
  expect((await request()).status).toBe(0)
  const counts: number[] = []
  for (let repeat = 0; repeat < 3; repeat += 1) {
    const before = roundTripsOf(server.db)
    expect((await request()).status).toBe(0)
    counts.push(roundTripsOf(server.db) - before)
  }
  return Math.min(...counts)
}

describe('database round trips of the read paths, on either backend, with the change feed live', () => {
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: mondayTen })
    stock =
      server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
    await whenFeedLive(server.db)
  })
  afterAll(async () => {
    await server.close()
  })

  it('a quote asks the database nothing (SQLite: no statement; PostgreSQL: no round trip)', async () => {
    expect(await roundTripsOfRepeated(() => post('/api/stock/getSingleStock.do', `code=${stock.code}`))).toBe(0)
  })

  it('a position list of a cached account: its revision on SQLite (one lookup), nothing on PostgreSQL', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const deposit = { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of('100000') } as const
    executeCommand(server.db, investor.userId, deposit, server.clock.now())
    const order = new URLSearchParams({ stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' })
    expect((await post('/user/buy.do', order.toString(), investor.token)).status).toBe(0)
    // On PostgreSQL the feed delivers this process's own commit a moment after the answer: until then the account's
    // revision is read.
    const { revision } = server.db.prepare('SELECT revision FROM accounts WHERE user_id = ?').get(investor.userId) as {
      revision: string
    }
    const feed = changeFeedOf(server.db)
    if (server.db instanceof PostgresConnection)
      await feed?.when(() => feed.accountRevision(investor.userId) === revision)
    const list = await roundTripsOfRepeated(() => post('/user/position/list.do', 'state=0', investor.token))
    expect(list).toBe(server.db instanceof PostgresConnection ? 0 : 1)
  })
})
