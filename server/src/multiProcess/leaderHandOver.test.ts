import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import {
  buildServer,
  leaderAndFollower,
  type SharedDatabase,
  sharedDatabase,
  waitUntil,
} from '../testing/serversOnPostgres.js'

let shared: SharedDatabase

/** The first 50 quotes a server answers, as one text to compare. */
const quotesOf = async (url: string): Promise<string> => {
  const reply = (await (await fetch(`${url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=50`)).json()) as {
    data: { list: { code: string; nowPrice: string }[] }
  }
  return reply.data.list.map((row) => `${row.code}:${row.nowPrice}`).join(' ')
}

describe.skipIf(testPostgresUrl() === undefined)('the leader lock over two server processes', () => {
  beforeAll(async () => {
    buildServer()
    shared = await sharedDatabase([], 9_401_000_000)
  }, 120_000)
  afterAll(() => shared?.cleanUp(), 60_000)

  it('the follower serves moving quotes, and runs the simulator within 10 s of the leader being killed', async () => {
    const { leader, follower } = await leaderAndFollower(shared)

    // The follower does not tick, yet its quotes move: it reads what the leader stores.
    const seen = await quotesOf(follower.url)
    await waitUntil('quotes moving on the follower', 10_000, async () => (await quotesOf(follower.url)) !== seen)

    await leader.kill()
    const killedAt = Date.now()
    await waitUntil('the follower taking the lock', 10_000, async () => (await shared.leaderPid()) === follower.pid)
    const atTakeOver = await quotesOf(follower.url)
    await waitUntil(
      'quotes moving again',
      10_000 - (Date.now() - killedAt),
      async () => (await quotesOf(follower.url)) !== atTakeOver,
    )
    expect(Date.now() - killedAt).toBeLessThan(10_000)
  }, 60_000)
})
