import { act, renderHook } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createQuoteStore } from './quoteStore.js'
import { type RunningServer, spawnServer } from './testing/liveServer.js'
import { until } from './testing/realIo.js'
import { recordingClient, testVisibility } from './testing/recordingClient.js'
import { useQuote } from './useQuote.js'

let server: RunningServer
beforeAll(async () => {
  server = await spawnServer()
}, 60_000)
afterAll(() => server.stop())
afterEach(() => vi.useRealTimers())

const single = '/api/stock/getSingleStock.do'

describe('quote', () => {
  it('polls the watched stock every 5 s, pauses while the page is hidden, resumes at once when shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, count } = recordingClient(server)
    const visibility = testVisibility()
    const store = createQuoteStore(client, { visibility })
    const { result, unmount } = renderHook(() => useQuote(store, '600269', (s) => s.stock?.stock.name))
    await until(() => result.current !== undefined)
    expect(result.current).toBe('恒信股份')
    expect(count(single)).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(4999))
    expect(count(single)).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(count(single)).toBe(2)
    await until(() => vi.getTimerCount() > 0)
    visibility.set(false)
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(count(single)).toBe(2)
    visibility.set(true)
    expect(count(single)).toBe(3)
    unmount()
    await until(() => true)
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(count(single)).toBe(3)
    expect(store.getState().code).toBeUndefined()
  })

  it('keeps the server msg of an unknown code as the failure', async () => {
    const { client } = recordingClient(server)
    const store = createQuoteStore(client)
    store.getState().watch('999999')
    await until(() => store.getState().failure !== undefined)
    expect(store.getState().failure).toEqual({ kind: 'refused', msg: 'code is invalid' })
    store.getState().unwatch()
  })
})
