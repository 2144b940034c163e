import { Money, SecondFactor } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'
import { createAccountStore } from '../accountStore.js'
import { clientOf, type RunningServer, signIn, spawnServer } from '../testing/liveServer.js'
import { createFinancingStore } from './financingStore.js'

let server: RunningServer
let client: ReturnType<typeof clientOf>['client']

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
}, 60_000)
afterAll(() => server.stop())

/** Finance approves the oldest pending application over the staff API, as the back office does. */
const approveOldest = async () => {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${server.url}/staff-api${path}`, {
      method: path === '/financing/queue' ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(path === '/financing/queue' ? {} : { body: JSON.stringify(body) }),
    }).then((answer) => answer.json() as Promise<{ status: number; data: unknown }>)
  const token = await staffTokenOf(server.url, 'finance', 'demo-staff-1234', SecondFactor.demoTotpSecret)
  const [first] = (await post('/financing/queue', {}, token)).data as { id: number }[]
  expect((await post('/financing/approve', { id: first?.id }, token)).status).toBe(0)
}

describe('margin financing store against the real server (demo investor)', () => {
  it('says "No sub-account obtained" before any application is approved', async () => {
    const { store } = createFinancingStore(client)
    await store.getState().load()
    expect(store.getState().subaccounts).toEqual([])
    store.getState().editDraft({ code: '600000', hands: '1' })
    expect(await store.getState().buy()).toEqual({ ok: false, msg: 'No sub-account obtained' })
  })

  it("previews core's terms, refuses a margin out of range, applies, and buys in the approved sub-account", async () => {
    const account = createAccountStore(client)
    const { store, orders, positions } = createFinancingStore(client, { account })
    await store.getState().load()
    const product = store.getState().products[0]
    if (!product) throw new Error('no product')
    expect(store.getState().typeId).toBe(product.id)
    store.getState().setMargin(Money.toText(Money.sub(product.minMargin, Money.of('0.01'))))
    expect((await store.getState().apply()).ok).toBe(false)
    store.getState().setMargin(Money.toText(product.minMargin))
    const lever = store.getState().lever ?? 0
    // borrowed = margin × lever, the rest by core's formulas (tested in core)
    expect(store.getState().preview?.borrowed.eq(product.minMargin.times(lever))).toBe(true)
    expect((await store.getState().apply()).ok).toBe(true)
    expect(orders.getState().items.map((order) => order.status)).toEqual([0])
    await approveOldest()
    await store.getState().load()
    const [sub] = store.getState().subaccounts
    expect(sub?.subaccountNumber).toBe(store.getState().draft.subaccountNumber)
    const stocks = await client.call('/api/stock/getStock.do', { pageSize: '5' })
    const code = stocks.ok ? stocks.data.list[0]?.code : undefined
    store.getState().editDraft({ code: code ?? '', hands: '1', lever: 10 })
    const bought = await store.getState().buy()
    expect(bought.ok).toBe(true)
    expect(positions.getState().items.map((position) => position.stockCode)).toEqual([code])
  })
})
