import { textsOf } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankRunFaults } from '../../harness/bankRunFaults.js'
import { runBankWorkload, type TradedStock } from '../../harness/bankWorkload.js'
import { runFinanceReviews } from '../../harness/financeReviewer.js'
import { retryingClient } from '../../harness/retryingClient.js'
import { seededChoice } from '../../harness/seededChoice.js'
import { testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import type { RunningProcess } from '../testing/serverProcess.js'
import { buildServer, type SharedDatabase, sharedDatabase } from '../testing/serversOnPostgres.js'

const workloadInvestors = 8
const burstInvestors = 3
const conflictMessage = textsOf('writeConflict').en

let shared: SharedDatabase
let servers: RunningProcess[] = []

/** A form POST as a client sends it, with its HTTP status and envelope. */
const post = async (url: string, path: string, token: string, fields: Record<string, string>, key: string) => {
  const response = await fetch(`${url}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', usertoken: token, 'idempotency-key': key },
    body: new URLSearchParams(fields).toString(),
  })
  return { http: response.status, ...((await response.json()) as { status: number; msg: string; data: unknown }) }
}

const indexAvailable = async (url: string, token: string): Promise<string> => {
  const info = await post(url, '/user/getUserInfo.do', token, {}, `info-${Math.random()}`)
  return (info.data as { enableIndexAmt: string }).enableIndexAmt
}

const tradedStocks = async (url: string): Promise<TradedStock[]> => {
  const reply = (await (await fetch(`${url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=100`)).json()) as {
    data: { list: { id: number; code: string; nowPrice: string; stock_type: string }[] }
  }
  return reply.data.list
    .filter((row) => ['sh', 'sz'].includes(row.stock_type) && Number(row.nowPrice) > 5 && Number(row.nowPrice) < 200)
    .slice(0, 6)
    .map((row) => ({ id: row.id, code: row.code, price: Number(row.nowPrice) }))
}

describe.skipIf(testPostgresUrl() === undefined)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    buildServer()
    shared = await sharedDatabase(Array.from({ length: workloadInvestors + burstInvestors }, () => 1_000_000))
    // One after the other is not required (the start lock orders them), but it keeps the log readable.
    servers = [await shared.startServer(), await shared.startServer()]
  }, 120_000)
  afterAll(() => shared?.cleanUp(), 60_000)

  it('serves the same investors from both: concurrent writes to one account never lose, double or 500', async () => {
    const urls = servers.map((server) => server.url)
    const burst = shared.investors.slice(workloadInvestors)
    for (const [n, investor] of burst.entries()) {
      // Ten transfers of 1.00 at once, half to each process, each with its own key.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(urls[i % 2] as string, '/user/transAmt.do', investor.token, { amt: '1.00', type: '1' }, `b${n}-${i}`),
        ),
      )
      for (const answer of answers) {
        if (answer.status === 0) expect(answer.http).toBe(200)
        else expect({ http: answer.http, msg: answer.msg }).toEqual({ http: 409, msg: conflictMessage })
      }
      const done = answers.filter((answer) => answer.status === 0).length
      expect(done).toBeGreaterThan(0)
      expect(await indexAvailable(urls[n % 2] as string, investor.token)).toBe(`${done}.00`)
      // The same request (same key) sent to both processes at once takes effect once, and all who succeed agree.
      const repeats = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          post(urls[i % 2] as string, '/user/transAmt.do', investor.token, { amt: '7.00', type: '1' }, `same-${n}`),
        ),
      )
      expect(repeats.filter((answer) => answer.http === 500)).toEqual([])
      const applied = repeats.some((answer) => answer.status === 0) ? 7 : 0
      expect(await indexAvailable(urls[(n + 1) % 2] as string, investor.token)).toBe(`${done + applied}.00`)
    }
  }, 30_000)

  it('interleaved orders, closes, transfers, withdrawals and finance reviews through both: the journal replays', async () => {
    const workload = shared.investors.slice(0, workloadInvestors)
    let turn = 0
    const byServer = [0, 0]
    // Each request goes to the other process than the last (a round-robin load balancer); a retry too.
    const nextUrl = () => {
      const index = turn++ % servers.length
      byServer[index] = (byServer[index] ?? 0) + 1
      return servers[index]?.url
    }
    const endAt = Date.now() + 10_000
    const until = () => Date.now() > endAt
    const client = retryingClient(nextUrl, () => endAt + 15_000)
    const stocks = await tradedStocks(servers[0]?.url as string)
    const reviewing = runFinanceReviews({
      client,
      token: shared.financeToken,
      choice: seededChoice(14_002),
      until,
    })
    const operations = await runBankWorkload({
      client,
      tokens: workload.map((investor) => investor.token),
      stocks,
      choice: seededChoice(14_001),
      runId: 'two-servers',
      until,
      dropRate: 0.05,
    })
    const reviews = await reviewing
    expect(
      byServer.every((count) => count > 20),
      `requests per server ${byServer}`,
    ).toBe(true)
    const answered = operations.filter((operation) => operation.outcome?.kind === 'answered')
    expect(answered.length).toBeGreaterThan(workloadInvestors * 5)
    const errors = answered.filter((operation) =>
      operation.outcome?.kind === 'answered' ? operation.outcome.answer.msg === 'Internal error' : false,
    )
    expect(errors).toEqual([])
    expect(reviews.filter((review) => review.answer?.status === 0).length).toBeGreaterThan(0)
    expect(servers.map((server) => server.pid)).toContain(await shared.leaderPid())
    await Promise.all(servers.map((server) => server.stop()))
    shared.inspect((db) => {
      const userIds = shared.investors.map((investor) => investor.userId)
      expect(bankRunFaults(db, operations, userIds.slice(0, workloadInvestors), reviews)).toEqual([])
      expectJournalReplays(db)
    })
  }, 60_000)
})
