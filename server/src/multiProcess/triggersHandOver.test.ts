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

const firingsOf = (id: number) =>
  shared.inspect((db) =>
    Number((db.prepare('SELECT COUNT(*) AS n FROM alert_firings WHERE alert_id = ?').get(id) as { n: string }).n),
  )

describe.skipIf(testPostgresUrl() === undefined)('alerts over a leader hand-over (issue 30)', () => {
  beforeAll(async () => {
    buildServer()
    shared = await sharedDatabase([100_000], 9_402_000_000)
  }, 120_000)
  afterAll(() => shared?.cleanUp(), 60_000)

  it('fires each alert once: one set on the follower fires on the leader, one set while none leads on the next', async () => {
    const { leader, follower } = await leaderAndFollower(shared)
    const token = shared.investors[0]?.token ?? ''
    const stocks = (await (
      await fetch(`${follower.url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=5`)
    ).json()) as {
      data: { list: { code: string }[] }
    }
    const code = stocks.data.list[0]?.code ?? ''
    // Met by any price: it fires at the next tick of whichever process leads.
    const met = async () =>
      (
        await postForm<{ id: number }>(follower.url, '/user/alert/add.do', token, {
          code,
          field: 'nowPrice',
          op: '>=',
          value: '0.01',
        })
      ).data.id
    const first = await met()
    await waitUntil('the leader firing an alert set on the follower', 10_000, () => firingsOf(first) === 1)

    await leader.kill()
    const second = await met()
    await waitUntil('the follower leading', 15_000, async () => (await shared.leaderPid()) === follower.pid)
    await waitUntil('the new leader firing the alert set while none led', 15_000, () => firingsOf(second) === 1)
    // A few more ticks: neither fires again.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect([firingsOf(first), firingsOf(second)]).toEqual([1, 1])
  }, 90_000)
})
