import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import { buildServer, type SharedDatabase, sharedDatabase } from '../testing/serversOnPostgres.js'

let shared: SharedDatabase

/** The first 50 quotes a server answers, as one text to compare. */
const quotesOf = async (url: string): Promise<string> => {
  const reply = (await (await fetch(`${url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=50`)).json()) as {
    data: { list: { code: string; nowPrice: string }[] }
  }
  return reply.data.list.map((row) => `${row.code}:${row.nowPrice}`).join(' ')
}

/** Polls `check` every 200 ms until it holds; fails after `withinMs`. */
const waitUntil = async (what: string, withinMs: number, check: () => Promise<boolean>): Promise<void> => {
  const deadline = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe.skipIf(testPostgresUrl() === undefined)('the leader lock over two server processes', () => {
  beforeAll(async () => {
    buildServer()
    shared = await sharedDatabase([], 9_401_000_000)
  }, 120_000)
  afterAll(() => shared?.cleanUp(), 60_000)

  it('the follower serves moving quotes, and runs the simulator within 10 s of the leader being killed', async () => {
    const servers = [await shared.startServer(), await shared.startServer()]
    let leaderPid: number | undefined
    await waitUntil('a leader', 10_000, async () => {
      leaderPid = await shared.leaderPid()
      return leaderPid !== undefined
    })
    const leader = servers.find((server) => server.pid === leaderPid)
    const follower = servers.find((server) => server.pid !== leaderPid)
    if (leader === undefined || follower === undefined) throw new Error(`leader ${leaderPid} is not one of ours`)

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
