import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLive, type Received } from '../live/testing/liveTestClient.js'
import { testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import { postForm } from '../testing/postForm.js'
import type { RunningProcess } from '../testing/serverProcess.js'
import { buildServer, type SharedDatabase, sharedDatabase } from '../testing/serversOnPostgres.js'

let shared: SharedDatabase
let servers: RunningProcess[] = []

const isAccount = (message: Received) => message.ch === 'account'

/** A US stock of the market list (no price limits, open around the clock in demo mode). */
const usStock = async (url: string): Promise<{ id: number; code: string }> => {
  const reply = (await (
    await fetch(`${url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=100&stockType=us`)
  ).json()) as {
    data: { list: { id: number; code: string; nowPrice: string; stock_type: string; isStop: number }[] }
  }
  const row = reply.data.list.find(
    (stock) => stock.stock_type === 'us' && stock.isStop === 0 && Number(stock.nowPrice) < 300,
  )
  if (row === undefined) throw new Error('no US stock')
  return row
}

describe.skipIf(testPostgresUrl() === undefined)('the live socket across two processes on one PostgreSQL', () => {
  beforeAll(async () => {
    buildServer()
    shared = await sharedDatabase([1_000_000, 1_000_000])
    servers = [await shared.startServer(), await shared.startServer()]
  }, 120_000)
  afterAll(() => shared?.cleanUp(), 60_000)

  it('a socket on one process hears the fills and closes the other makes, in their order; quotes move on both', async () => {
    const [first, second] = servers as [RunningProcess, RunningProcess]
    const [investor, other] = shared.investors as [(typeof shared.investors)[0], (typeof shared.investors)[0]]
    const stock = await usStock(first.url)
    const socket = await openLive(second.url, { headers: { USERTOKEN: investor.token } })
    const bystander = await openLive(second.url, { headers: { USERTOKEN: other.token } })
    expect((await socket.next()).channels).toEqual(['quote', 'system', 'account'])

    // Orders alternate between the processes; the socket hears each one, in the order they were made.
    const positions: string[] = []
    for (const [n, url] of [first.url, second.url, first.url].entries()) {
      const bought = await postForm<{ positionSn: string }>(url, '/user/buy.do', investor.token, {
        stockId: String(stock.id),
        buyNum: '100',
        buyType: '0',
        lever: '10',
      })
      expect([n, bought.msg]).toEqual([n, 'Purchase successful'])
      positions.push(bought.data.positionSn)
    }
    const closed = await postForm(second.url, '/user/sell.do', investor.token, { positionSn: positions[0] as string })
    expect(closed.status).toBe(0)
    await socket.next(
      (message) => isAccount(message) && message.data.some((item: Received) => item.action === 'closed'),
      5000,
    )
    const heard = socket.received
      .filter(isAccount)
      .flatMap((message) => message.data)
      .filter((item: Received) => item.topic === 'position')
      .map((item: Received) => `${item.action} ${item.ref}`)
    expect(heard).toEqual([...positions.map((sn) => `opened ${sn}`), `closed ${positions[0]}`])
    expect(socket.received.filter(isAccount).map((message) => message.seq)).toEqual([1, 2, 3, 4])
    expect(bystander.received.some(isAccount)).toBe(false)

    // The follower serves quotes from the leader's ticks (its reload every second).
    for (const server of servers) {
      const quotes = await openLive(server.url)
      quotes.send({ op: 'subscribe', codes: [stock.code] })
      await quotes.next((message) => message.ch === 'quote' && message.snapshot === true)
      const change = await quotes.next((message) => message.ch === 'quote' && message.snapshot === undefined, 6000)
      expect(change.data[0].code).toBe(stock.code)
      quotes.close()
    }
    socket.close()
    bystander.close()
  }, 60_000)
})
