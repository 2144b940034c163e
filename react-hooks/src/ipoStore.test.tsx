import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserInfo } from './accountStore.js'
import type { ApiClient } from './apiClient.js'
import { awaitsPayment, createIpoStore } from './ipoStore.js'
import { clientOf, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'

let server: RunningServer
let client: ApiClient
let investor: UserInfo

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
  const info = await client.call('/user/getUserInfo.do', {})
  if (!info.ok) throw new Error(info.failure.msg)
  investor = info.data
}, 60_000)
afterAll(() => server.stop())

describe('new shares', () => {
  it('lists new shares 9 a page and refuses quantities with core words before calling', async () => {
    const { store, listings } = createIpoStore(client)
    await listings.getState().setFilter(null)
    const open = listings.getState().items.find((item) => item.subscribeTime > Date.now())
    if (!open) throw new Error('no listing open for applications')
    expect(listings.getState().finished).toBe(true)
    expect(await store.getState().apply(open, '', investor)).toEqual({
      ok: false,
      msg: 'Please enter the subscription quantity',
    })
    expect(await store.getState().apply(open, String(open.minQuantity - 100), investor)).toEqual({
      ok: false,
      msg: 'The Buy number must be greater than the Min Quantity',
    })
    expect((await store.getState().apply(open, String(open.orderNumber + 100), investor)).ok).toBe(false)
  })

  it('applies and shows the application among mine', async () => {
    const { store, listings, applications } = createIpoStore(client)
    await listings.getState().setFilter(null)
    const open = listings.getState().items.find((item) => item.subscribeTime > Date.now())
    if (!open) throw new Error('no listing open for applications')
    const outcome = await store.getState().apply(open, String(open.minQuantity), investor)
    expect(outcome.ok).toBe(true)
    const mine = applications.getState().items
    expect(mine.map((a) => [a.newCode, a.applyNums, a.status])).toEqual([[open.code, open.minQuantity, 1]])
    expect(awaitsPayment(mine[0] ?? { type: 2, status: 1 })).toBe(false)
  })

  it("only an allotted online application (type 1, status 3) shows 'confirm payment'", () => {
    expect(awaitsPayment({ type: 1, status: 3 })).toBe(true)
    expect(awaitsPayment({ type: 2, status: 3 })).toBe(false)
    expect(awaitsPayment({ type: 1, status: 4 })).toBe(false)
  })

  it('tells a listing past its application deadline from an open one, by the store’s clock', async () => {
    const { listings } = createIpoStore(client)
    await listings.getState().setFilter(null)
    const item = listings.getState().items[0]
    if (!item) throw new Error('no listing')
    const atDeadline = createIpoStore(client, () => item.subscribeTime).store
    const justBefore = createIpoStore(client, () => item.subscribeTime - 1).store
    expect(justBefore.getState().isOpen(item)).toBe(true)
    expect(atDeadline.getState().isOpen(item)).toBe(false)
  })
})
