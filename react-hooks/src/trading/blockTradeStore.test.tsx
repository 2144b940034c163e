import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientOf, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { createBlockTradeStore } from './blockTradeStore.js'

let server: RunningServer
let client: ReturnType<typeof clientOf>['client']

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
}, 60_000)
afterAll(() => server.stop())

describe('block-trade store against the real server (demo investor)', () => {
  it('opens the dialog at the minimum, refuses a quantity below it, buys at the minimum and lists the record', async () => {
    const { store, products, records } = createBlockTradeStore(client)
    await products.getState().setFilter(null)
    const item = products.getState().items[0]
    if (!item) throw new Error('no block-trade product')
    store.getState().choose(item)
    expect(store.getState().quantity).toBe(String(item.minNum))
    store.getState().setQuantity(String(item.minNum - 100))
    expect((await store.getState().buy()).ok).toBe(false)
    store.getState().setQuantity(`${item.minNum} shares`)
    expect(store.getState().quantity).toBe(String(item.minNum))
    expect((await store.getState().buy()).ok).toBe(true)
    expect(store.getState().chosen).toBeUndefined()
    expect(records.getState().items.map((record) => [record.stockCode, record.num])).toEqual([
      [item.stockCode, item.minNum],
    ])
  })
})
