import { Indicators } from '@bourse/core'
import { act, renderHook } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from './apiClient.js'
import { createKlineStore, indicatorLines } from './klineStore.js'
import { type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { until } from './testing/realIo.js'
import { recordingClient } from './testing/recordingClient.js'
import { useKline } from './useKline.js'

let server: RunningServer
let token: string
beforeAll(async () => {
  // A short history (20 day bars, 96 five-minute bars) generated back from a Sunday the clock is frozen at, so the
  // bars are the same on every run. On the exchange's calendar the market is shut that Sunday, so today has no rows;
  // on the demo calendar (always open) its ticks would add them, sooner or later after the start.
  server = await spawnServer({
    BOURSE_HISTORY: 'short',
    BOURSE_CLOCK: '2026-11-22T02:00:00Z',
    BOURSE_CALENDAR: 'exchange',
  })
  token = await signIn(server)
}, 60_000)
afterAll(() => server.stop())
afterEach(() => vi.useRealTimers())

const symbol = { market: 'sh', code: '600269' } as const

describe('kline', () => {
  it('parses the day rows with core Bars and computes the chosen indicator over them', async () => {
    const { client } = recordingClient(server, token)
    const store = createKlineStore(client)
    const { result } = renderHook(() => useKline(store, (s) => s.bars))
    await act(() => store.getState().show(symbol))
    expect(result.current).toHaveLength(20)
    const last = result.current.at(-1)
    expect(last?.close.toFixed(2)).toBe('43.75')
    expect(last?.high.toFixed(2)).toBe('44.14')
    expect(last?.volume).toBe(3519900)
    expect(store.getState().lines.ma5).toHaveLength(20)
    expect(store.getState().lines.ma5?.[3]).toBeNull()
    store.getState().setIndicator('MACD')
    expect(Object.keys(store.getState().lines).sort()).toEqual(['dea', 'dif', 'histogram'])
    expect(store.getState().lines.dif).toEqual(Indicators.macd(result.current).dif)
  })

  it('shows the last 60 bars and loads older ones in front, keeping the bars already shown', async () => {
    const { client } = recordingClient(server, token)
    const store = createKlineStore(client)
    await store.getState().show(symbol, 5)
    const shown = store.getState().bars
    expect(shown).toHaveLength(60)
    expect(store.getState().hasOlder).toBe(true)
    store.getState().loadOlder()
    const after = store.getState().bars
    expect(after).toHaveLength(96)
    expect(store.getState().prepended).toBe(36)
    expect(after.slice(36).every((bar, i) => bar === shown[i])).toBe(true)
    expect(store.getState().hasOlder).toBe(false)
    // Indicators were computed over the whole history, so the first shown values were already warm.
    expect(store.getState().lines.ma30?.slice(-60)).toEqual(indicatorLines('MA', after).ma30?.slice(-60))
  })

  it('changing the period reloads; the chart asks for today every 30 s while shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, count } = recordingClient(server, token)
    const store = createKlineStore(client)
    await store.getState().show(symbol, 101)
    await store.getState().setPeriod(5)
    expect(count('/api/stock/history/tick.do')).toBe(2)
    expect(store.getState().bars).toHaveLength(60)
    const bars = store.getState().bars
    store.getState().startAutoUpdate()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(count('/api/stock/realtime/tick.do')).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(count('/api/stock/realtime/tick.do')).toBe(1)
    await until(() => vi.getTimerCount() > 0)
    // Today (Sunday) has no rows: the chart keeps its bars as they were.
    expect(store.getState().bars).toBe(bars)
    store.getState().stopAutoUpdate()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(count('/api/stock/realtime/tick.do')).toBe(1)
  })

  it('sends the adjustment (0 none, 1 pre, 2 post) with the chart call and re-loads the rows on a switch', async () => {
    const urls: URL[] = []
    const client = createApiClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        urls.push(new URL(String(input)))
        return globalThis.fetch(input, init)
      },
      getToken: () => token,
      getLanguage: () => 'en',
    })
    const store = createKlineStore(client)
    const { result } = renderHook(() => useKline(store, (s) => `${s.right}:${s.bars.length}`))
    await act(() => store.getState().show(symbol, 101))
    expect(result.current).toBe('0:20')
    const none = store.getState().bars
    await act(() => store.getState().setRight(1))
    expect(result.current).toBe('1:20')
    await act(() => store.getState().setRight(2))
    expect(result.current).toBe('2:20')
    const history = urls.filter((url) => url.pathname.endsWith('/api/stock/history/tick.do'))
    expect(history.map((url) => url.searchParams.get('right'))).toEqual(['0', '1', '2'])
    expect(history.every((url) => url.searchParams.get('interval') === '101')).toBe(true)
    // No corporate actions are simulated (DECISIONS §13): the three adjustments give the same prices.
    expect(store.getState().bars.map((bar) => bar.close.toFixed(2))).toEqual(none.map((bar) => bar.close.toFixed(2)))
  })

  it('sends the chart token as usertoken: without one the chart call is refused', async () => {
    const { client } = recordingClient(server)
    const store = createKlineStore(client)
    await store.getState().show(symbol)
    expect(store.getState().failure?.kind).toBe('signedOut')
    expect(store.getState().bars).toEqual([])
  })
})
