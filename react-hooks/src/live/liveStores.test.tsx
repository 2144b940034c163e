// @vitest-environment node
import { AccountFigures } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccountStore } from '../accountStore.js'
import { createKlineStore } from '../klineStore.js'
import { createPositionsStore } from '../positionsStore.js'
import { createQuoteStore } from '../quoteStore.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { liveConnectionOf } from '../testing/nodeSocket.js'
import { recordingClient } from '../testing/recordingClient.js'
import type { LiveConnection } from './liveConnection.js'

let server: RunningServer
let token: string
beforeAll(async () => {
  server = await spawnServer({ BOURSE_HISTORY: 'short' })
  token = await signIn(server, demoInvestors.first)
}, 60_000)
afterAll(() => server?.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits in real time (the socket and the server run on their own clocks). */
const eventually = async (done: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(20)
  }
}

const opened = async (live: LiveConnection) => {
  live.getState().start()
  await eventually(() => live.getState().status === 'open')
}

describe('stores on the live socket of the real server', () => {
  it('a quote moves from the socket: one REST read, then no poll while the socket carries the stock', async () => {
    const { client, count } = recordingClient(server)
    const live = liveConnectionOf(server)
    await opened(live)
    const quotes = createQuoteStore(client, { live })
    quotes.getState().watch('600269')
    await eventually(() => quotes.getState().stock !== undefined && live.getState().quotes.has('600269'))
    const firstTime = quotes.getState().stock?.quote.time ?? 0
    // The simulator moves every stock within a few seconds; the store follows without asking REST again.
    await eventually(() => (quotes.getState().stock?.quote.time ?? 0) > firstTime, 15_000)
    await sleep(6_000)
    expect(count('/api/stock/getSingleStock.do')).toBe(1)
    expect(quotes.getState().stock?.quote.price.toFixed(2)).toBe(live.getState().quotes.get('600269')?.fields.nowPrice)
    quotes.getState().unwatch()
    live.getState().stop()
  }, 60_000)

  it('a fill made by another client reaches the account card’s rows and the pending tab within 1 s, no poll between', async () => {
    const { client, count, paths } = recordingClient(server, token)
    const live = liveConnectionOf(server, token)
    await opened(live)
    expect(live.getState().channels).toContain('account')
    const account = createAccountStore(client, { live })
    await Promise.all([account.getState().loadSettings(), account.getState().refresh()])
    account.getState().startLive()
    const { store: positions, lists } = createPositionsStore(client, { live, account })
    await positions.getState().reloadAll()
    positions.getState().startLive()
    const rowsBefore = account.getState().openRows?.stock.length ?? 0
    await sleep(1_000)
    const settled = paths.length
    // Longer than a poll's 5 s: nothing is read while the socket carries the account and its instruments.
    await sleep(6_000)
    expect(paths.slice(settled)).toEqual([])
    // Another client of the same investor (another session) buys over REST.
    const other = clientOf(server, await signIn(server, demoInvestors.first)).client
    const placed = await other.call('/user/buy.do', { stockId: '4', buyNum: '100', buyType: '0', lever: '10' })
    if (!placed.ok) throw new Error(placed.failure.msg)
    const answeredAt = Date.now()
    await eventually(() => (account.getState().openRows?.stock.length ?? 0) === rowsBefore + 1, 1_000)
    expect(Date.now() - answeredAt).toBeLessThan(1_000)
    // What was read after the fill was asked for by the account channel's message: the account and the tabs.
    expect(new Set(paths.slice(settled))).toContain('/user/getUserInfo.do')
    expect(count('/user/getUserInfo.do')).toBeLessThanOrEqual(3)
    const pendingBefore = lists.pending.getState().total
    const stock = await other.call('/api/stock/getSingleStock.do', { code: '600269' })
    if (!stock.ok) throw new Error(stock.failure.msg)
    const below = stock.data.quote.price.times(0.9).toFixed(2)
    const order = await other.call('/user/addOrder.do', {
      stockId: '600269',
      buyNum: '100',
      buyType: '0',
      lever: '10',
      targetPrice: below,
    })
    if (!order.ok) throw new Error(order.failure.msg)
    await eventually(() => lists.pending.getState().total === pendingBefore + 1, 1_000)
    positions.getState().stopLive()
    account.getState().stopLive()
    live.getState().stop()
  }, 60_000)

  it('the rows are re-priced by the quote channel, so the card’s floating P&L moves without a read', async () => {
    const { client, count } = recordingClient(server, token)
    const live = liveConnectionOf(server, token)
    await opened(live)
    const account = createAccountStore(client, { live })
    await Promise.all([account.getState().loadSettings(), account.getState().refresh()])
    account.getState().startLive()
    const row = account.getState().openRows?.stock[0]
    if (!row) throw new Error('no open row')
    // Once the socket carries every row's instrument, nothing is read again while prices move.
    await eventually(() => live.getState().quotes.has(row.stockCode))
    await sleep(200)
    const reads = count('/user/position/list.do')
    const first = account.getState().openRows?.stock[0]?.now_price ?? row.now_price
    await eventually(() => !(account.getState().openRows?.stock[0]?.now_price.eq(first) ?? true), 20_000)
    const moved = account.getState().openRows?.stock[0]
    expect(moved?.now_price.toFixed(2)).toBe(live.getState().quotes.get(row.stockCode)?.fields.nowPrice)
    const rows = account.getState().openRows?.stock ?? []
    expect(account.getState().floating?.stock.toFixed(2)).toBe(AccountFigures.accountFloating(rows).toFixed(2))
    expect(count('/user/position/list.do')).toBe(reads)
    account.getState().stopLive()
    live.getState().stop()
  }, 60_000)

  it('a reconnect reads the REST snapshot again (messages may have been lost meanwhile)', async () => {
    const { client, count } = recordingClient(server, token)
    const live = liveConnectionOf(server, token)
    await opened(live)
    const account = createAccountStore(client, { live })
    await account.getState().refresh()
    account.getState().startLive()
    const reads = count('/user/getUserInfo.do')
    live.getState().renew()
    await eventually(() => count('/user/getUserInfo.do') > reads)
    account.getState().stopLive()
    live.getState().stop()
  }, 30_000)

  it('the chart’s last bar closes at the socket’s price', async () => {
    const { client } = recordingClient(server, token)
    const live = liveConnectionOf(server)
    await opened(live)
    const kline = createKlineStore(client, { live })
    await kline.getState().show({ market: 'sh', code: '600269' }, 101)
    kline.getState().startAutoUpdate()
    await eventually(() => live.getState().quotes.has('600269'))
    const last = () => kline.getState().bars.at(-1)?.close.toFixed(2)
    await eventually(() => last() === live.getState().quotes.get('600269')?.fields.nowPrice, 20_000)
    kline.getState().stopAutoUpdate()
    live.getState().stop()
  }, 60_000)
})
