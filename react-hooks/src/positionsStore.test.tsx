import { Money, Rate } from '@bourse/core'
import { act, renderHook } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { UserInfo } from './accountStore.js'
import { type ApiClient, createApiClient } from './apiClient.js'
import { createPositionsStore, liquidationDistances, stockLiquidationLine } from './positionsStore.js'
import { openPositionsAt20 } from './testing/fixtures.js'
import { demoInvestors, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { until } from './testing/realIo.js'
import type { VisibilitySource } from './timers.js'
import { usePositions } from './usePositions.js'

let server: RunningServer
let token: string
let client: ApiClient
let investor: UserInfo

beforeAll(async () => {
  server = await spawnServer()
  token = await signIn(server, demoInvestors.second)
  client = createApiClient({
    baseUrl: server.url,
    fetch: (input, init) => {
      return globalThis.fetch(input, init)
    },
    getToken: () => token,
    getLanguage: () => 'en',
  })
  const info = await client.call('/user/getUserInfo.do', {})
  if (!info.ok) throw new Error(info.failure.msg)
  investor = info.data
  const placed = await client.call('/user/buy.do', { stockId: '2', buyNum: '1000', buyType: '0', lever: '10' })
  if (!placed.ok) throw new Error(placed.failure.msg)
  const pending = await client.call('/user/addOrder.do', {
    stockId: placed.data.stockCode,
    buyNum: '100',
    buyType: '0',
    lever: '10',
    targetPrice: placed.data.buyOrderPrice.minus(1).toFixed(2),
  })
  if (!pending.ok) throw new Error(pending.failure.msg)
}, 60_000)
afterAll(() => server.stop())
afterEach(() => vi.useRealTimers())

describe('positions', () => {
  it('loads the four tabs with their counts', async () => {
    const { store, lists } = createPositionsStore(client)
    const { result } = renderHook(() => usePositions(store, (s) => s.counts))
    await act(() => store.getState().reloadAll())
    expect(result.current).toEqual({ open: 1, pending: 1, closed: 0, ipo: 0 })
    expect(lists.open.getState().items[0]?.orderNum).toBe(1000)
    expect(lists.open.getState().finished).toBe(true)
  })

  it('closing asks for confirmation; cancelling does nothing; confirming closes and reloads every tab', async () => {
    const { store, lists } = createPositionsStore(client)
    await store.getState().reloadAll()
    const position = lists.open.getState().items[0]
    if (!position) throw new Error('no open position')
    const newcomer = { ...investor, isActive: 0 as const }
    expect(store.getState().requestClose(position, newcomer)).toEqual({
      ok: false,
      msg: 'Kindly note that real name authentication is required prior to placing an order.',
      redirect: '/authentication',
    })
    expect(store.getState().confirming).toBeUndefined()
    expect(store.getState().requestClose(position, investor)).toBeUndefined()
    expect(store.getState().confirming?.positionSn).toBe(position.positionSn)
    store.getState().cancelClose()
    expect(store.getState().confirming).toBeUndefined()
    expect(lists.open.getState().items).toHaveLength(1)

    store.getState().requestClose(position, investor)
    const outcome = await store.getState().confirmClose()
    expect(outcome.ok).toBe(true)
    expect(store.getState().counts).toMatchObject({ open: 0, closed: 1 })
    expect(lists.closed.getState().items[0]?.positionSn).toBe(position.positionSn)
  })

  it('cancels a waiting pending order', async () => {
    const { store, lists } = createPositionsStore(client)
    await store.getState().reloadAll()
    const order = lists.pending.getState().items.find((o) => o.status === 0)
    if (!order) throw new Error('no waiting order')
    expect(await store.getState().cancelOrder(order)).toEqual({ ok: true, msg: expect.any(String) })
    expect(lists.pending.getState().items.find((o) => o.id === order.id)?.status).toBe(3)
  })

  it('without a socket, refreshes pending orders every 5 s, and not while the page is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let visible = true
    const listeners = new Set<() => void>()
    const visibility: VisibilitySource = {
      isVisible: () => visible,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const { store, lists } = createPositionsStore(client, { visibility })
    let answers = 0
    lists.pending.subscribe(() => {
      answers += 1
    })
    const answered = async (n: number) => {
      await until(() => answers >= n)
      expect(answers).toBe(n)
    }
    store.getState().startLive()
    await answered(1)
    await vi.advanceTimersByTimeAsync(4999)
    expect(answers).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await answered(2)
    visible = false
    for (const listener of listeners) listener()
    await vi.advanceTimersByTimeAsync(20_000)
    await answered(2)
    visible = true
    for (const listener of listeners) listener()
    await answered(3)
    store.getState().stopLive()
    await vi.advanceTimersByTimeAsync(20_000)
    await answered(3)
  })
})

describe('distance to liquidation (core)', () => {
  it('available 10 000, nothing frozen, 80 %: a long of 1 000 from 20.00 is liquidated at 12.00, 8.00 away', () => {
    const user = { enableAmt: Money.of('10000.00'), allFreezAmt: Money.of('0.00') }
    const settings = { forceStopPercent: Rate.of('0.8') }
    const distances = liquidationDistances(openPositionsAt20.list, user, settings)
    const entry = distances.get('S20261122004152954633')
    expect(entry?.price.toFixed(2)).toBe('12.00')
    expect(entry?.distance.toFixed(2)).toBe('8.00')
    expect(stockLiquidationLine(user, settings).toFixed(2)).toBe('8000.00')
  })
})
