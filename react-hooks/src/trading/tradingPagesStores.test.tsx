import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../apiClient.js'
import { clientOf, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { createIpoApplicationStore } from './ipoApplicationStore.js'
import { createSuspendedStocksStore } from './suspendedStocksStore.js'

let server: RunningServer
let client: ApiClient

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
}, 60_000)
afterAll(() => server.stop())

describe('/stopRecovery and /qingchouDetail stores against the real server (demo investor)', () => {
  it('lists the suspended stocks of the simulator, each marked suspended, in one short page', async () => {
    const suspended = createSuspendedStocksStore(client)
    await suspended.getState().setFilter(null)
    const state = suspended.getState()
    // The simulator suspends 3 A-shares (server `suspendedCount`).
    expect(state.items).toHaveLength(3)
    expect(state.items.every((row) => row.isStop === 1)).toBe(true)
    expect(state.finished).toBe(true)
  })

  it('finds one of my applications by id, says missing for an id that is not mine, and refuses to pay it', async () => {
    const listings = await client.call('/user/newStockList.do', { pageNum: '1', pageSize: '9' })
    if (!listings.ok) throw new Error(listings.failure.msg)
    const open = listings.data.list.find((item) => item.subscribeTime > Date.now())
    if (!open) throw new Error('no listing open for applications')
    const applied = await client.call('/user/ipo/apply.do', {
      newCode: open.code,
      applyNums: String(open.minQuantity),
    })
    if (!applied.ok) throw new Error(applied.failure.msg)

    const detail = createIpoApplicationStore(client)
    await detail.getState().show(applied.data.id)
    const found = detail.getState()
    expect(found.status).toBe('found')
    expect(found.application?.newCode).toBe(open.code)
    expect(found.application?.applyNums).toBe(open.minQuantity)
    expect(found.application?.status).toBe(1)
    // Nothing is due before the lottery allots shares.
    expect(found.due).toBeUndefined()
    expect((await detail.getState().pay()).ok).toBe(false)

    await detail.getState().show(applied.data.id + 1_000)
    expect(detail.getState().status).toBe('missing')
    expect(detail.getState().application).toBeUndefined()
  })
})
