import { Money } from '@bourse/core'
import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserInfo } from './accountStore.js'
import type { ApiClient } from './apiClient.js'
import { contractHandPresets, createIndexOrderStore } from './contractOrderStore.js'
import type { IndexRow } from './marketLists.js'
import { clientOf, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { useContractOrder } from './useContractOrder.js'

let server: RunningServer
let client: ApiClient
let investor: UserInfo
let index: IndexRow

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
  const info = await client.call('/user/getUserInfo.do', {})
  const list = await client.call('/api/index/queryListIndex.do', { pageSize: '1' })
  if (!info.ok || !list.ok || !list.data.list[0]) throw new Error('setup failed')
  investor = info.data
  index = list.data.list[0]
}, 60_000)
afterAll(() => server.stop())

const ticket = () => {
  const store = createIndexOrderStore(client)
  store.getState().setContext({ contract: index, user: investor })
  return store
}

describe('index order', () => {
  it("offers the index's levers (first by default) and presets 1/20/30/50/80/100; custom and preset exclude each other", () => {
    const store = ticket()
    expect(contractHandPresets).toEqual([1, 20, 30, 50, 80, 100])
    expect(store.getState().levers).toEqual([10, 20, 30])
    expect(store.getState().lever).toBe(10)
    store.getState().choosePreset(20)
    store.getState().typeCustomHands('3')
    expect([store.getState().presetHands, store.getState().customHands]).toEqual([undefined, '3'])
    store.getState().choosePreset(50)
    expect([store.getState().presetHands, store.getState().customHands]).toEqual([50, ''])
  })

  it('quotes the deposit and fee: depositAmt 10 000, fee 10 a hand, 3 hands at lever 20 → 1 500.00 + 30.00', () => {
    const store = ticket()
    const { result } = renderHook(() => useContractOrder(store, (s) => s.quote))
    act(() => store.getState().typeCustomHands('3'))
    act(() => store.getState().chooseLever(20))
    expect(index.depositAmt.toFixed(2)).toBe('10000.00')
    expect(index.transFee.toFixed(2)).toBe('10.00')
    expect(result.current?.deposit.toFixed(2)).toBe('1500.00')
    expect(result.current?.fee.toFixed(2)).toBe('30.00')
    expect(result.current?.total.toFixed(2)).toBe('1530.00')
    expect(result.current?.contractValue.toFixed(2)).toBe('300.00')
  })

  it('shows the index account’s funds and the most hands they allow; an empty account points to Transfer', () => {
    const store = ticket()
    // depositAmt 10 000, fee 10 a hand, lever 10: 1 010.00 a hand
    store.getState().setContext({ user: { ...investor, enableIndexAmt: Money.of('5000.00') } })
    expect(store.getState().available()?.toFixed(2)).toBe('5000.00')
    expect(store.getState().maxHands()).toBe(4)
    store.getState().setContext({ user: { ...investor, enableIndexAmt: Money.zero } })
    expect(store.getState().maxHands()).toBeUndefined()
    store.getState().setAgreed(true)
    store.getState().typeCustomHands('1')
    store.getState().chooseDirection('long')
    const refusal = store.getState().review()
    expect(refusal).toMatchObject({ ok: false, redirect: '/transfers' })
    expect(refusal?.msg).toContain('Transfer')
    expect(store.getState().reviewing).toBe(false)
    store.getState().setContext({ user: investor })
    expect(store.getState().review()).toBeUndefined()
    expect(store.getState().reviewing).toBe(true)
  })

  it("checks the form in the spec's order, then core's hand range", async () => {
    const store = ticket()
    expect((await store.getState().submit()).msg).toBe('Please read and agree to the trade agreement first.')
    store.getState().setAgreed(true)
    expect((await store.getState().submit()).msg).toBe('Select number of hands')
    store.getState().typeCustomHands('101')
    expect((await store.getState().submit()).msg).toBe('Please choose the direction to buy or sell')
    store.getState().chooseDirection('short')
    const outcome = await store.getState().submit()
    expect(outcome.ok).toBe(false)
    expect(outcome.msg).toMatch(/1.*100/)
  })

  it('places the order on the real server', async () => {
    const store = ticket()
    store.getState().setAgreed(true)
    store.getState().choosePreset(1)
    store.getState().chooseDirection('long')
    expect(await store.getState().submit()).toMatchObject({ ok: true, next: '/warehouse?index=0' })
    const positions = await client.call('/user/index/position/list.do', { state: '0' })
    expect(positions.ok && positions.data.list.map((p) => [p.indexCode, p.orderNum, p.lever])).toEqual([
      [index.indexCode, 1, 10],
    ])
  })
})
