import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from './apiClient.js'
import { createPositionSearchStore, positionSearchFilter } from './positionSearchStore.js'
import { createPositionsStore, type Position } from './positionsStore.js'
import { clientOf, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { usePagedList } from './usePagedList.js'
import { usePositions } from './usePositions.js'

let server: RunningServer
let client: ApiClient
let first: Position
let second: Position

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
  const a = await client.call('/user/buy.do', { stockId: '1', buyNum: '100', buyType: '0', lever: '10' })
  const b = await client.call('/user/buy.do', { stockId: '2', buyNum: '100', buyType: '1', lever: '10' })
  if (!a.ok || !b.ok) throw new Error('setup failed')
  first = a.data
  second = b.data
}, 60_000)
afterAll(() => server.stop())

describe('position search pages', () => {
  it('sends digits as the code and anything else as the spelling', () => {
    expect(positionSearchFilter(' 600 ')).toEqual({ stockCode: '600' })
    expect(positionSearchFilter('gzmt')).toEqual({ stockSpell: 'gzmt' })
    expect(positionSearchFilter('  ')).toEqual({})
  })

  it('lists every open position for an empty box and narrows by code on the real server', async () => {
    const search = createPositionSearchStore(client, 0)
    const { result: rows } = renderHook(() => usePagedList(search, (s) => s.items))
    const result = {
      get current() {
        return rows.current.map((p) => p.stockCode)
      },
    }
    await act(() => search.getState().setFilter(''))
    expect([...result.current].sort()).toEqual([first.stockCode, second.stockCode].sort())
    await act(() => search.getState().setFilter(first.stockCode))
    expect(result.current).toEqual([first.stockCode])
    await act(() => search.getState().setFilter('999999'))
    expect(result.current).toEqual([])
  })

  it('searches closed positions by state 1', async () => {
    const closed = await client.call('/user/sell.do', { positionSn: second.positionSn })
    expect(closed.ok).toBe(true)
    const search = createPositionSearchStore(client, 1)
    await search.getState().setFilter(second.stockCode)
    expect(search.getState().items.map((p) => [p.positionSn, p.state])).toEqual([[second.positionSn, 1]])
    await search.getState().setFilter(first.stockCode)
    expect(search.getState().items).toEqual([])
  })
})

describe('changing take-profit and stop-loss', () => {
  it("refuses targets on the wrong side of the live price by core's rule, saves and clears them on the server", async () => {
    const { store, lists } = createPositionsStore(client)
    await lists.open.getState().setFilter(0)
    const position = lists.open.getState().items.find((p) => p.positionSn === first.positionSn)
    if (position === undefined) throw new Error('no open position')
    const { result } = renderHook(() => usePositions(store, (s) => s.editing?.positionSn))
    act(() => store.getState().editTargets(position))
    expect(result.current).toBe(position.positionSn)
    expect(store.getState().targetDraft).toEqual({ profitTarget: '', stopLoss: '' })
    // typing keeps two decimals at most
    store.getState().typeTarget('profitTarget', '1.234')
    expect(store.getState().targetDraft.profitTarget).toBe('')
    const price = position.now_price
    store.getState().typeTarget('profitTarget', price.minus(1).toFixed(2))
    expect((await store.getState().saveTargets()).msg).toMatch(/take-profit/i)
    const tp = price.times(1.05).toFixed(2)
    const sl = price.times(0.95).toFixed(2)
    store.getState().typeTarget('profitTarget', tp)
    store.getState().typeTarget('stopLoss', sl)
    let outcome: { ok: boolean; msg: string } | undefined
    await act(async () => {
      outcome = await store.getState().saveTargets()
    })
    expect(outcome).toEqual({ ok: true, msg: 'Update successfully' })
    expect(result.current).toBeUndefined()
    const saved = lists.open.getState().items.find((p) => p.positionSn === first.positionSn)
    expect([saved?.profitTarget?.toFixed(2), saved?.stopLoss?.toFixed(2)]).toEqual([tp, sl])
    // emptying a box clears that target
    if (saved === undefined) throw new Error('lost')
    store.getState().editTargets(saved)
    expect(store.getState().targetDraft).toEqual({ profitTarget: tp, stopLoss: sl })
    store.getState().typeTarget('stopLoss', '')
    expect((await store.getState().saveTargets()).ok).toBe(true)
    const cleared = lists.open.getState().items.find((p) => p.positionSn === first.positionSn)
    expect([cleared?.profitTarget?.toFixed(2), cleared?.stopLoss]).toEqual([tp, null])
  })
})
