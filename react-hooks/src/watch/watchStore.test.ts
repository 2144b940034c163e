// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SingleStock } from '../quoteStore.js'
import { clientOf, type RunningServer, signIn, spawnServer, type TestClient } from '../testing/liveServer.js'
import { liveConnectionOf } from '../testing/nodeSocket.js'
import { until } from '../testing/realIo.js'
import { createFiringNoticeStore } from './firingNoticeStore.js'
import { createPushStore, type PushDevice, type PushKeys, type PushPermission } from './pushStore.js'
import { createWatchStore } from './watchStore.js'

let server: RunningServer
let investor: TestClient
let stock: SingleStock

const must = <A>(result: { ok: true; data: A } | { ok: false; failure: { msg: string } }): A => {
  if (!result.ok) throw new Error(result.failure.msg)
  return result.data
}

beforeAll(async () => {
  // A weekday in Shanghai's trading hours: the simulator ticks, so alerts can fire.
  server = await spawnServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z', BOURSE_PUSH_LOOPBACK: 'yes' })
  investor = clientOf(server, await signIn(server))
  const page = must(
    await investor.client.call('/api/stock/getStock.do', { stockType: 'sh', stockPlate: 'main', pageSize: '1' }),
  )
  stock = must(await investor.client.call('/api/stock/getSingleStock.do', { code: page.list[0]?.code ?? '' }))
}, 60_000)
afterAll(() => server.stop())

const priceTimes = (factor: string) => stock.quote.price.times(factor).toFixed(2)

describe('alerts and GTTs against the real server (issue 30)', () => {
  it('sets, disables, edits and deletes an alert, refusing a bad value before sending', async () => {
    const watch = createWatchStore(investor.client)
    await watch.getState().load()
    expect(watch.getState().alerts).toEqual([])
    const code = stock.stock.code
    expect(await watch.getState().addAlert({ code, field: 'nowPrice', op: '>=', value: '12.345' })).toEqual({
      ok: false,
      msg: 'Enter a price above 0 with at most 2 decimals',
    })
    const high = priceTimes('3')
    expect(await watch.getState().addAlert({ code, field: 'nowPrice', op: '>=', value: high })).toEqual({
      ok: true,
      msg: 'Alert saved',
    })
    const set = watch.getState().alerts?.[0]
    expect(set).toMatchObject({ code, field: 'nowPrice', op: '>=', status: 'active', repeat: 'once', history: [] })
    const id = set?.id ?? 0
    expect((await watch.getState().setAlertEnabled(id, false)).ok).toBe(true)
    expect(watch.getState().alerts?.[0]).toMatchObject({ status: 'disabled', reason: 'Disabled by you' })
    expect((await watch.getState().updateAlert(id, { code, field: 'volume', op: '>', value: '1000000000' })).ok).toBe(
      true,
    )
    expect(watch.getState().alerts?.[0]).toMatchObject({ status: 'active', field: 'volume', op: '>' })
    expect(await watch.getState().deleteAlert(id)).toEqual({ ok: true, msg: 'Alert deleted' })
    expect(watch.getState().alerts).toEqual([])
    expect(await watch.getState().deleteAlert(id)).toMatchObject({ ok: false, msg: 'No such alert' })
  })

  it('an alert already met fires at the next tick: the list shows when and at what, the notice says it', async () => {
    const live = liveConnectionOf(server, investor.token)
    const watch = createWatchStore(investor.client)
    const notices = createFiringNoticeStore(investor.client)
    const stops = [watch.getState().follow(live), notices.getState().follow(live)]
    live.getState().start()
    await until(() => live.getState().channels.includes('account'))
    const code = stock.stock.code
    expect((await watch.getState().addAlert({ code, field: 'nowPrice', op: '<=', value: priceTimes('2') })).ok).toBe(
      true,
    )
    await until(() => watch.getState().alerts?.some((alert) => alert.status === 'triggered') === true)
    const fired = watch.getState().alerts?.find((alert) => alert.status === 'triggered')
    expect(fired?.firedAt).toBeGreaterThan(0)
    expect(fired?.firedValue).toMatch(/^\d+\.\d\d$/)
    expect(fired?.history).toEqual([{ value: fired?.firedValue, firedAt: fired?.firedAt }])
    await until(() => notices.getState().notice !== undefined)
    expect(notices.getState().notice).toMatchObject({ topic: 'alert', ref: String(fired?.id) })
    expect(notices.getState().notice?.text).toContain(
      `(${code}) price <= ${priceTimes('2')} — now ${fired?.firedValue}`,
    )
    for (const stop of stops) stop()
    live.getState().stop()
    await watch.getState().deleteAlert(fired?.id ?? 0)
  })

  it('a GTT: core refuses a trigger too close, the server a stale price; an OCO is saved, edited and cancelled', async () => {
    const watch = createWatchStore(investor.client)
    await watch.getState().load()
    const code = stock.stock.code
    const leg = (factor: string, buyType: 0 | 1) => ({
      triggerPrice: priceTimes(factor),
      limitPrice: priceTimes(factor),
      buyType,
      hands: 1,
      lever: 1,
    })
    const lastPrice = stock.quote.price.toFixed(2)
    expect(await watch.getState().addGtt({ code, type: 'single', lastPrice, legs: [leg('1.001', 0)] })).toMatchObject({
      ok: false,
      msg: expect.stringContaining('at least 0.25% away'),
    })
    const stale = await watch
      .getState()
      .addGtt({ code, type: 'single', lastPrice: priceTimes('1.5'), legs: [leg('1.7', 0)] })
    expect(stale).toMatchObject({ ok: false, failure: { kind: 'refused' } })
    expect(stale.msg).toMatch(/^The price has moved to \d+\.\d\d since you looked: check the order and try again$/)
    expect(
      await watch.getState().addGtt({ code, type: 'oco', lastPrice, legs: [leg('1.2', 1), leg('0.8', 0)] }),
    ).toEqual({ ok: true, msg: 'GTT order saved' })
    const gtt = watch.getState().gtts?.[0]
    expect(gtt).toMatchObject({ code, type: 'oco', status: 'active', firedLeg: null })
    expect(gtt?.legs.map((each) => [each.side, each.buyNum])).toEqual([
      ['rise', 100],
      ['fall', 100],
    ])
    const edited = await watch
      .getState()
      .updateGtt(gtt?.id ?? 0, { code, type: 'oco', lastPrice, legs: [leg('1.3', 1), leg('0.7', 0)] })
    expect(edited.ok).toBe(true)
    expect(watch.getState().gtts?.[0]?.legs[0]?.triggerPrice).toBe(priceTimes('1.3'))
    expect(await watch.getState().deleteGtt(gtt?.id ?? 0)).toEqual({ ok: true, msg: 'GTT order cancelled' })
    expect(watch.getState().gtts?.[0]).toMatchObject({ status: 'cancelled' })
    expect((await watch.getState().deleteGtt(gtt?.id ?? 0)).ok).toBe(true)
    expect(watch.getState().gtts).toEqual([])
  })

  it('push notices: asked only on enable, subscribed with the server, resumed after sign-in, forgotten at sign-out', async () => {
    let permission: PushPermission = 'default'
    let answer: PushPermission = 'denied'
    let subscription: PushKeys | undefined
    const asked: string[] = []
    const device: PushDevice = {
      permission: () => permission,
      requestPermission: async () => {
        asked.push('permission')
        permission = answer
        return permission
      },
      current: async () => subscription,
      subscribe: async (publicKey) => {
        asked.push(`subscribe ${publicKey.length > 80 ? 'vapid' : publicKey}`)
        subscription = { endpoint: 'http://127.0.0.1:9/push/one', p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }
        return subscription
      },
      unsubscribe: async () => {
        subscription = undefined
      },
    }
    const storage = new Map<string, string>()
    const kept = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    const push = createPushStore(investor.client, { device, storage: kept, language: () => 'en' })
    await push.getState().resume()
    expect(asked).toEqual([])
    expect(await push.getState().enable()).toMatchObject({ ok: false })
    expect(push.getState()).toMatchObject({ permission: 'denied', wanted: false, subscribed: false })
    answer = 'granted'
    expect((await push.getState().enable()).ok).toBe(true)
    expect(asked).toEqual(['permission', 'permission', 'subscribe vapid'])
    expect(push.getState()).toMatchObject({ permission: 'granted', wanted: true, subscribed: true })
    await push.getState().suspend()
    expect(push.getState()).toMatchObject({ wanted: true, subscribed: false })
    expect(subscription).toBeUndefined()
    // The next sign-in in this browser subscribes again without asking.
    const again = createPushStore(investor.client, { device, storage: kept, language: () => 'en' })
    await again.getState().resume()
    expect(again.getState().subscribed).toBe(true)
    expect(asked.filter((step) => step === 'permission')).toHaveLength(2)
    await again.getState().disable()
    expect(again.getState()).toMatchObject({ wanted: false, subscribed: false })
    // The server refuses an endpoint that is not a push service.
    subscription = { endpoint: 'https://attacker.example/hook', p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }
    expect(await again.getState().enable()).toMatchObject({ ok: false, msg: 'endpoint is invalid' })
  })
})
