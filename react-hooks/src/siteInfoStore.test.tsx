import { totalAssets } from '@bourse/core'
import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccountStore } from './accountStore.js'
import { createNewsDetailStore } from './newsDetailStore.js'
import { createSiteInfoStore, isDemoMarket } from './siteInfoStore.js'
import { clientOf, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { recordingClient } from './testing/recordingClient.js'
import { useAccount } from './useAccount.js'
import { useNewsDetail } from './useNewsDetail.js'
import { useSiteInfo } from './useSiteInfo.js'

let server: RunningServer
let token: string

beforeAll(async () => {
  server = await spawnServer()
  token = await signIn(server)
}, 60_000)
afterAll(() => server.stop())

describe('site info', () => {
  it('reads siteName, the trade agreement and the demo calendar mode once', async () => {
    const { client, count } = recordingClient(server)
    const store = createSiteInfoStore(client)
    const { result: name } = renderHook(() => useSiteInfo(store, (s) => s.info?.siteName))
    const { result: demo } = renderHook(() => useSiteInfo(store, isDemoMarket))
    await act(async () => {
      await Promise.all([store.getState().load(), store.getState().load()])
    })
    expect(name.current).toBe('Bourse')
    expect(demo.current).toBe(true)
    expect(store.getState().info?.tradeAgreeText.length).toBeGreaterThan(0)
    await store.getState().load()
    expect(count('/api/site/getInfo.do')).toBe(1)
  })

  it('shows no banner in exchange mode', async () => {
    const exchange = await spawnServer({ BOURSE_CALENDAR: 'exchange' })
    try {
      const store = createSiteInfoStore(clientOf(exchange).client)
      await store.getState().load()
      expect(store.getState().info?.calendarMode).toBe('exchange')
      expect(isDemoMarket(store.getState())).toBe(false)
    } finally {
      await exchange.stop()
    }
  })
})

describe('total assets', () => {
  it("adds the index and futures accounts by core's totalAssets once user and settings are loaded", async () => {
    const store = createAccountStore(clientOf(server, token).client)
    const { result } = renderHook(() => useAccount(store, (s) => s.totalAssets))
    await act(() =>
      store
        .getState()
        .loadUser()
        .then(() => undefined),
    )
    expect(result.current).toBeUndefined()
    await act(() =>
      store
        .getState()
        .loadSettings()
        .then(() => undefined),
    )
    const { user, settings } = store.getState()
    if (!user || !settings) throw new Error('not loaded')
    expect(settings.indexDisplay && settings.futuresDisplay).toBe(true)
    // the demo investor: ₹1 000 000 in stock, ₹200 000 in the index and ₹200 000 in the futures account
    expect(result.current?.toFixed(2)).toBe(user.userAmt.plus(user.userIndexAmt).plus(user.userFuturesAmt).toFixed(2))
    expect(result.current?.toFixed(2)).toBe('1400000.00')
    expect(totalAssets(user, { indexDisplay: false, futuresDisplay: false }).toFixed(2)).toBe('1000000.00')
    act(() => store.getState().clear())
    expect(result.current).toBeUndefined()
  })
})

describe('news detail hook', () => {
  it('selects the loaded item', async () => {
    const client = clientOf(server).client
    const list = await client.call('/api/news/list.do', { type: '1', pageSize: '1' })
    const id = list.ok ? list.data.list[0]?.id : undefined
    if (id === undefined) throw new Error('no news')
    const store = createNewsDetailStore(client)
    const { result } = renderHook(() => useNewsDetail(store, (s) => s.item?.id))
    await act(() => store.getState().load(id))
    expect(result.current).toBe(id)
  })
})
