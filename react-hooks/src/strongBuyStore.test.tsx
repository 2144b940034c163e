import { Ipo } from '@bourse/core'
import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserInfo } from './accountStore.js'
import { createApiClient } from './apiClient.js'
import { createStrongBuyStore, readStrongBuyItem, strongBuyItemQuery } from './strongBuyStore.js'
import { clientOf, type RunningServer, signIn, spawnServer } from './testing/liveServer.js'
import { useStrongBuy } from './useStrongBuy.js'

let server: RunningServer
let token: string
let investor: UserInfo
let stock: { code: string; name: string; stockType: string }
beforeAll(async () => {
  server = await spawnServer()
  token = await signIn(server)
  const { client } = clientOf(server, token)
  const user = await client.call('/user/getUserInfo.do', {})
  const page = await client.call('/api/stock/getStock.do', { stockType: 'sh', stockPlate: 'main', pageSize: '1' })
  if (!user.ok || !page.ok || page.data.list[0] === undefined) throw new Error('demo data missing')
  investor = user.data
  stock = page.data.list[0]
}, 60_000)
afterAll(() => server.stop())

/** The /VipSearchlist link's query: the row as JSON, encoded once more by encodeURIComponent. */
const itemQuery = (row: Record<string, unknown>) =>
  new URLSearchParams({ item: encodeURIComponent(JSON.stringify(row)) }).get('item')

/** A client of the server that also keeps the form bodies it sent. */
const bodyRecordingClient = () => {
  const bodies: { path: string; body: string }[] = []
  const client = createApiClient({
    baseUrl: server.url,
    fetch: (input, init) => {
      bodies.push({ path: new URL(String(input)).pathname.replace('/prod-api', ''), body: String(init?.body ?? '') })
      return globalThis.fetch(input, init)
    },
    getToken: () => token,
    getLanguage: () => 'en',
  })
  return { client, bodies }
}

describe('strong-buy detail (/vipdetail)', () => {
  it('reads the row of the item query with core schema; a missing or malformed item is named, not thrown', () => {
    const row = { id: 7, name: 'Ping An', code: '601318', stockType: 'sh', price: 11550, hcrate: '10.00' }
    const read = readStrongBuyItem(itemQuery(row))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.item.code).toBe('601318')
    expect(Ipo.fromThousandths(read.item.price).toFixed(2)).toBe('11.55')
    expect(read.item.hcrate.toFixed(2)).toBe('10.00')
    // the list link's query of the decoded row (its change a decimal) reads back to the same row
    const again = readStrongBuyItem(new URLSearchParams({ item: strongBuyItemQuery(read.item) }).get('item'))
    expect(again.ok && again.item.hcrate.toFixed(2)).toBe('10.00')
    expect(again.ok && again.item.price).toBe(11550)
    // plain JSON (not encoded again) reads too
    expect(readStrongBuyItem(JSON.stringify(row)).ok).toBe(true)
    expect(readStrongBuyItem(null)).toEqual({ ok: false, problem: 'missing' })
    expect(readStrongBuyItem('')).toEqual({ ok: false, problem: 'missing' })
    expect(readStrongBuyItem('%E0%A4%A')).toEqual({ ok: false, problem: 'malformed' })
    expect(readStrongBuyItem('{"id":')).toEqual({ ok: false, problem: 'malformed' })
    expect(readStrongBuyItem(itemQuery({ ...row, price: 'eleven' }))).toEqual({ ok: false, problem: 'malformed' })
    expect(readStrongBuyItem(itemQuery({ ...row, stockType: 'mars' }))).toEqual({ ok: false, problem: 'malformed' })
  })

  it('keeps digits of the hands typed and sends hands × 100 shares, lever 1, for the row code', async () => {
    const { client, bodies } = bodyRecordingClient()
    const store = createStrongBuyStore(client)
    const { result } = renderHook(() => useStrongBuy(store, (s) => `${s.item?.code ?? '-'}|${s.hands}`))
    const row = { id: 1, name: stock.name, code: stock.code, stockType: stock.stockType, price: 11000, hcrate: '1.00' }
    act(() => store.getState().show(itemQuery(row)))
    act(() => store.getState().typeHands('03a'))
    expect(result.current).toBe(`${stock.code}|3`)
    expect(store.getState().shares()).toBe(300)
    const outcome = await act(() => store.getState().apply(investor))
    const sent = bodies.filter((each) => each.path === '/user/buyVipQc.do')
    expect(sent).toHaveLength(1)
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({ stockCode: stock.code, buyNum: '300' })
    // No stock of the demo market is at limit-up now: the server refuses with its rule, the text shown as is.
    expect(outcome).toMatchObject({ ok: false, msg: 'Strong-buy is only open for stocks at limit-up' })
    expect(store.getState().submitting).toBe(false)
  })

  it('applies for the demo market stock sealed at limit-up and answers the server success', async () => {
    const { client } = clientOf(server, token)
    let listed: Awaited<ReturnType<typeof client.call<'/api/stock/getVipList.do'>>> | undefined
    // the market seals it on its first tick, a second after the start
    for (let attempt = 0; attempt < 50 && !(listed?.ok && listed.data.list.length > 0); attempt++) {
      if (attempt > 0) await new Promise((wait) => setTimeout(wait, 200))
      listed = await client.call('/api/stock/getVipList.do', { pageSize: '1' })
    }
    const row = listed?.ok ? listed.data.list[0] : undefined
    if (row === undefined) throw new Error('no stock at limit-up')
    const store = createStrongBuyStore(client)
    act(() => store.getState().show(strongBuyItemQuery(row)))
    act(() => store.getState().typeHands('1'))
    const outcome = await act(() => store.getState().apply(investor))
    expect(outcome).toEqual({ ok: true, msg: 'Subscription successful' })
  })

  it('core checks the form first: hands required, then real name (with the authentication redirect)', async () => {
    const { client, bodies } = bodyRecordingClient()
    const store = createStrongBuyStore(client)
    store
      .getState()
      .show(itemQuery({ id: 1, name: stock.name, code: stock.code, stockType: 'sh', price: 11000, hcrate: '1.00' }))
    expect(await store.getState().apply(investor)).toEqual({ ok: false, msg: 'Select number of hands' })
    store.getState().typeHands('0')
    expect(store.getState().hands).toBe('')
    store.getState().typeHands('2')
    expect(await store.getState().apply({ ...investor, isActive: 0 })).toMatchObject({
      ok: false,
      msg: 'Kindly note that real name authentication is required prior to placing an order.',
      redirect: '/authentication',
    })
    expect(bodies.filter((each) => each.path === '/user/buyVipQc.do')).toHaveLength(0)
  })

  it('without an item there is nothing to apply for', async () => {
    const store = createStrongBuyStore(clientOf(server, token).client)
    store.getState().show('not json')
    expect(store.getState()).toMatchObject({ item: undefined, problem: 'malformed' })
    expect(await store.getState().apply(investor)).toEqual({ ok: false, msg: '' })
  })
})
