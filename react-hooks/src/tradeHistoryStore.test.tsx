import { Money } from '@bourse/core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApiClient } from './apiClient.js'
import { clientOf, demoInvestors, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { createTradeHistoryStore } from './tradeHistoryStore.js'

let server: RunningServer
let client: ApiClient

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server, demoInvestors.second)).client
}, 60_000)
afterAll(() => server.stop())

const must = <A,>(result: { ok: true; data: A } | { ok: false; failure: { msg: string } }): A => {
  if (!result.ok) throw new Error(result.failure.msg)
  return result.data
}

it('lists closed stock and index positions in one history, each net of every charge, and as CSV', async () => {
  const stock = must(await client.call('/user/buy.do', { stockId: '3', buyNum: '100', buyType: '0', lever: '10' }))
  const stockClosed = must(await client.call('/user/sell.do', { positionSn: stock.positionSn }))
  const index = must(await client.call('/api/index/queryListIndex.do', { pageSize: '1' })).list[0]
  if (!index) throw new Error('no index')
  const contract = must(
    await client.call('/user/buyIndex.do', { indexId: String(index.id), buyNum: '1', buyType: '1', lever: '10' }),
  )
  const contractClosed = must(await client.call('/user/sellIndex.do', { positionSn: contract.positionSn }))

  const history = createTradeHistoryStore(client)
  await history.getState().load()
  const lines = history.getState().lines ?? []
  expect(lines.map((line) => line.account)).toEqual(['index', 'stock'])
  const [indexLine, stockLine] = lines
  // the server's "all P&L" of each closed row is the history's net: realised − every charge
  expect(stockLine?.net.toFixed(2)).toBe(stockClosed.allProfitAndLose.toFixed(2))
  expect(stockLine?.charges.toFixed(2)).toBe(
    Money.sum([
      stockClosed.orderFee,
      stockClosed.orderSpread,
      stockClosed.spreadRatePrice,
      stockClosed.orderStayFee,
    ]).toFixed(2),
  )
  expect(indexLine?.net.toFixed(2)).toBe(contractClosed.allProfitAndLose.toFixed(2))
  expect(history.getState().totals?.net.toFixed(2)).toBe(
    stockClosed.allProfitAndLose.plus(contractClosed.allProfitAndLose).toFixed(2),
  )
  const csv = history.getState().csv('en').split('\n')
  expect(csv).toHaveLength(3)
  expect(csv[1]).toContain(`,index,${contract.positionSn},`)
})
