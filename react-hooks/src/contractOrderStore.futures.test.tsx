import { Money } from '@bourse/core'
import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserInfo } from './accountStore.js'
import type { ApiClient } from './apiClient.js'
import { createFuturesOrderStore } from './contractOrderStore.js'
import { createContractPositionsStore } from './contractPositionsStore.js'
import { createFuturesListStore, type FuturesRow, goldFuturesCode } from './futuresList.js'
import { clientOf, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { useContractOrder } from './useContractOrder.js'
import { useContractPositions } from './useContractPositions.js'

let server: RunningServer
let client: ApiClient
let investor: UserInfo
let gold: FuturesRow

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
  const info = await client.call('/user/getUserInfo.do', {})
  const list = createFuturesListStore(client)
  await list.getState().loadMore()
  const row = list.getState().items.find((each) => each.futuresCode === goldFuturesCode)
  if (!info.ok || row === undefined) throw new Error('setup failed')
  investor = info.data
  gold = row
}, 60_000)
afterAll(() => server.stop())

const ticket = () => {
  const store = createFuturesOrderStore(client)
  store.getState().setContext({ contract: gold, user: investor })
  return store
}

describe('futures order', () => {
  it("lists gold (GC) at the simulator's price and offers its levers, the first by default", () => {
    expect(gold.nowPrice.gt(0)).toBe(true)
    const store = ticket()
    expect(store.getState().levers.length).toBeGreaterThan(0)
    expect(store.getState().lever).toBe(store.getState().levers[0])
  })

  it("quotes deposit and fee by core's contract formulas", () => {
    const store = ticket()
    const { result } = renderHook(() => useContractOrder(store, (s) => s.quote))
    act(() => store.getState().typeCustomHands('2'))
    const lever = store.getState().lever
    const deposit = gold.depositAmt.times(2).dividedBy(lever).toFixed(2)
    expect(result.current?.deposit.toFixed(2)).toBe(deposit)
    expect(result.current?.fee.toFixed(2)).toBe(gold.transFee.times(2).toFixed(2))
  })

  it("checks the form in the spec's order", async () => {
    const store = ticket()
    expect((await store.getState().submit()).msg).toBe('Please read and agree to the trade agreement first.')
    store.getState().setAgreed(true)
    expect((await store.getState().submit()).msg).toBe('Select number of hands')
    store.getState().choosePreset(1)
    expect((await store.getState().submit()).msg).toBe('Please choose the direction to buy or sell')
  })

  it("checks the futures account's funds with core; with the demo funds the order, its position and close go through", async () => {
    const store = ticket()
    store.getState().setAgreed(true)
    store.getState().choosePreset(1)
    store.getState().chooseDirection('long')
    // An empty futures account: core refuses before any call.
    store.getState().setContext({ user: { ...investor, enableFuturesAmt: Money.of('0') } })
    const refused = await store.getState().submit()
    expect(refused).toMatchObject({ ok: false, msg: expect.stringMatching(/Insufficient funds.*0\.00 available/) })
    expect('failure' in refused).toBe(false)
    // The demo investors hold ₹200,000 in the futures account: the real server takes the order.
    expect(investor.enableFuturesAmt.toFixed(2)).toBe('200000.00')
    store.getState().setContext({ user: investor })
    const placed = await store.getState().submit()
    expect(placed).toMatchObject({ ok: true })
    const contracts = createContractPositionsStore(client)
    await contracts.store.getState().reloadAll()
    const open = contracts.lists.futures.getState().items
    expect(open.map((p) => [p.futuresCode, p.orderNum, p.orderDirection])).toEqual([[goldFuturesCode, 1, 'long']])
    const position = open[0]
    if (position === undefined) throw new Error('no position')
    expect(contracts.store.getState().requestClose({ kind: 'futures', position }, investor)).toBeUndefined()
    expect(await contracts.store.getState().confirmClose()).toMatchObject({
      ok: true,
      msg: 'Position closed successfully',
    })
    expect(contracts.lists.futures.getState().items).toEqual([])
  })

  it('lists open index positions and closes one after confirmation on the real server', async () => {
    const index = await client.call('/api/index/queryListIndex.do', { pageSize: '1' })
    const first = index.ok ? index.data.list[0] : undefined
    if (first === undefined) throw new Error('no index')
    const bought = await client.call('/user/buyIndex.do', {
      indexId: String(first.id),
      buyNum: '1',
      buyType: '1',
      lever: '10',
    })
    expect(bought.ok).toBe(true)
    const contracts = createContractPositionsStore(client)
    await contracts.store.getState().reloadAll()
    const open = contracts.lists.index.getState().items
    expect(open.map((p) => [p.indexCode, p.orderNum, p.orderDirection])).toEqual([[first.indexCode, 1, 'short']])
    expect(contracts.lists.futures.getState()).toMatchObject({ items: [], finished: true })
    const position = open[0]
    if (position === undefined) throw new Error('no position')
    const { result } = renderHook(() => useContractPositions(contracts.store, (s) => s.confirming))
    act(() => {
      expect(contracts.store.getState().requestClose({ kind: 'index', position }, investor)).toBeUndefined()
    })
    expect(result.current?.position.positionSn).toBe(position.positionSn)
    let outcome: { ok: boolean; msg: string } | undefined
    await act(async () => {
      outcome = await contracts.store.getState().confirmClose()
    })
    expect(outcome).toMatchObject({ ok: true, msg: 'Position closed successfully' })
    expect(result.current).toBeUndefined()
    expect(contracts.lists.index.getState().items).toEqual([])
    const closed = await client.call('/user/index/position/list.do', { state: '1' })
    expect(closed.ok && closed.data.list.map((p) => p.positionSn)).toEqual([position.positionSn])
  })

  it('refuses closing without real-name approval', () => {
    const contracts = createContractPositionsStore(client)
    const refusal = contracts.store
      .getState()
      .requestClose({ kind: 'index', position: {} as never }, { ...investor, isActive: 0 })
    expect(refusal).toMatchObject({ ok: false, redirect: '/authentication' })
  })
})
