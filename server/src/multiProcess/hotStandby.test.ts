import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import { postForm } from '../testing/postForm.js'
import {
  buildServer,
  leaderAndFollower,
  type SharedDatabase,
  sharedDatabase,
  waitUntil,
} from '../testing/serversOnPostgres.js'

let shared: SharedDatabase

const healthOf = async (url: string) =>
  ((await (await fetch(`${url}/prod-api/health`)).json()) as { data: { leading: boolean; riskBooks: string } }).data

/** The investor's closed rows a liquidation closed, as the follower answers them. */
const liquidatedRows = async (url: string, token: string): Promise<number> => {
  const closed = await postForm<{ list: { closeReason: string }[] }>(url, '/user/position/list.do', token, {
    state: '1',
  })
  return closed.data.list.filter((row) => row.closeReason === 'liquidation').length
}

describe.skipIf(testPostgresUrl() === undefined)('a hot standby on PostgreSQL (issue 33)', () => {
  beforeAll(async () => {
    buildServer()
    shared = await sharedDatabase([1_000_000], 9_403_000_000)
  }, 120_000)
  afterAll(() => shared?.cleanUp(), 60_000)

  it('keeps its books while following, and liquidates a crossing account within 5 s of the leader’s kill -9', async () => {
    const { leader, follower } = await leaderAndFollower(shared)
    // The follower built its books at its start, though it does not lead.
    await waitUntil('the follower’s books', 10_000, async () => (await healthOf(follower.url)).riskBooks === 'built')
    expect(await healthOf(follower.url)).toMatchObject({ leading: false, riskBooks: 'built' })

    // A position twice the account's funds at lever 10, opened through the leader: the follower learns it from the
    // change feed, not from a build.
    const investor = shared.investors[0] ?? expect.fail('no investor')
    const list = await fetch(`${leader.url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=50&stockType=us`)
    const stocks = ((await list.json()) as { data: { list: { id: number; code: string; nowPrice: string }[] } }).data
    const stock = stocks.list.find((row) => Number(row.nowPrice) > 1) ?? expect.fail('no US stock')
    const shares = Math.floor(2_000_000 / Number(stock.nowPrice) / 100) * 100
    const bought = await postForm(leader.url, '/user/buy.do', investor.token, {
      stockId: String(stock.id),
      buyNum: String(shares),
      buyType: '0',
      lever: '10',
    })
    expect(bought.status).toBe(0)
    // Requests keep arriving at the follower all along.
    let loading = true
    const load = (async () => {
      while (loading)
        await postForm(follower.url, '/user/position/list.do', investor.token, { state: '0' }).catch(() => undefined)
    })()
    await new Promise((resolve) => setTimeout(resolve, 2_000))

    // The leader stops mid-flight; the stock's stored price falls to a hundredth; then the leader dies.
    process.kill(leader.pid ?? expect.fail('no pid'), 'SIGSTOP')
    const crashed = (Number(stock.nowPrice) / 100).toFixed(2)
    shared.inspect((db) =>
      db.prepare('UPDATE quotes SET price = ?, low = ? WHERE code = ?').run(crashed, crashed, stock.code),
    )
    await leader.kill()
    const killedAt = Date.now()
    let tookMs = Number.POSITIVE_INFINITY
    try {
      await waitUntil('the liquidation by the new leader', 5_000, async () => {
        return (await liquidatedRows(follower.url, investor.token)) === 1
      })
      tookMs = Date.now() - killedAt
    } finally {
      loading = false
      await load
    }
    expect(await healthOf(follower.url)).toMatchObject({ leading: true, riskBooks: 'built' })
    process.stdout.write(`hot standby: liquidated ${tookMs} ms after the leader's kill -9\n`)
    expect(tookMs).toBeLessThan(5_000)
  }, 180_000)
})
