import { act, renderHook } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createMarketListStore,
  createNewsListStore,
  createStockSearchStore,
  createStrongBuySearchStore,
  stockCodeSearchText,
} from './marketLists.js'
import { createNewsDetailStore } from './newsDetailStore.js'
import { type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { until } from './testing/realIo.js'
import { recordingClient } from './testing/recordingClient.js'
import { usePagedList } from './usePagedList.js'
import { useWatchlist } from './useWatchlist.js'
import { createWatchlistStore } from './watchlistStore.js'

let server: RunningServer
beforeAll(async () => {
  server = await spawnServer()
}, 60_000)
afterAll(() => server.stop())
afterEach(() => vi.useRealTimers())

describe('paged market list', () => {
  it('loads 15 a page, ends when a page is short, and a tab change resets page and list', async () => {
    const { client } = recordingClient(server)
    const store = createMarketListStore(client)
    const { result } = renderHook(() =>
      usePagedList(store, (s) => `${s.items.length}/${s.total} page ${s.page}${s.finished ? ' end' : ''}`),
    )
    await act(() => store.getState().setFilter({ stockType: 'us' }))
    expect(result.current).toBe('15/50 page 1')
    await act(() => store.getState().loadMore())
    await act(() => store.getState().loadMore())
    expect(result.current).toBe('45/50 page 3')
    await act(() => store.getState().loadMore())
    expect(result.current).toBe('50/50 page 4 end')
    await act(() => store.getState().loadMore())
    expect(result.current).toBe('50/50 page 4 end')
    await act(() => store.getState().setFilter({ stockType: 'hk' }))
    expect(result.current).toBe('15/50 page 1')
    expect(store.getState().items.every((row) => row.stockType === 'hk')).toBe(true)
  })
})

describe('search debounce', () => {
  it('stock search waits 1 500 ms after the last keystroke; emptying the box clears the results', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, count } = recordingClient(server)
    const store = createStockSearchStore(client)
    store.getState().search('6002')
    await vi.advanceTimersByTimeAsync(1000)
    store.getState().search('600269')
    await vi.advanceTimersByTimeAsync(1499)
    expect(count('/api/stock/getStock.do')).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(count('/api/stock/getStock.do')).toBe(1)
    await until(() => store.getState().items.length > 0)
    expect(store.getState().items.map((row) => row.code)).toEqual(['600269'])
    store.getState().search('')
    expect(store.getState().items).toEqual([])
    await vi.advanceTimersByTimeAsync(5000)
    expect(count('/api/stock/getStock.do')).toBe(1)
  })

  it('market search waits 1 000 ms and strong-buy search 2 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, count } = recordingClient(server)
    const markets = createMarketListStore(client)
    const strongBuy = createStrongBuySearchStore(client)
    markets.getState().search({ keyWords: 'HXGF' })
    strongBuy.getState().search('600269')
    await vi.advanceTimersByTimeAsync(999)
    expect(count('/api/stock/getStock.do')).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(count('/api/stock/getStock.do')).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(count('/api/stock/getVipList.do')).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(count('/api/stock/getVipList.do')).toBe(1)
    await until(() => markets.getState().page === 1 && strongBuy.getState().page === 1)
    expect(markets.getState().items[0]?.stockSpell).toBe('HXGF')
  })

  it('the favourites code search keeps letters and digits only', () => {
    expect(stockCodeSearchText(' sh-600 269! ')).toBe('sh600269')
  })
})

describe('watchlist', () => {
  it('adds and removes a favourite, following the flag and the list', async () => {
    const { client } = recordingClient(server, await signIn(server))
    const { store, list } = createWatchlistStore(client)
    const { result } = renderHook(() => useWatchlist(store, (s) => s.flags['600269']))
    await act(() => store.getState().check('600269'))
    expect(result.current).toBe(0)
    const added = await act(() => store.getState().toggle('600269'))
    expect(added.ok).toBe(true)
    expect(result.current).toBe(1)
    expect(list.getState().items.map((row) => row.stockCode)).toEqual(['600269'])
    await act(() => list.getState().setFilter(' 600-269 '))
    expect(list.getState().items).toHaveLength(1)
    const removed = await act(() => store.getState().toggle('600269'))
    expect(removed.ok).toBe(true)
    expect(result.current).toBe(0)
    expect(list.getState().items).toEqual([])
  })
})

describe('news', () => {
  it('lists news by tab and opens one item', async () => {
    const { client } = recordingClient(server)
    const store = createNewsListStore(client)
    await store.getState().setFilter(2)
    const first = store.getState().items[0]
    expect(first?.type).toBe(2)
    expect(first?.title.startsWith('[Sample]')).toBe(true)
    const detail = createNewsDetailStore(client)
    await detail.getState().load(first?.id ?? 0)
    expect(detail.getState().item?.title).toBe(first?.title)
  })
})
