import { Money } from '@bourse/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteSettings, UserInfo } from './accountStore.js'
import type { ApiClient } from './apiClient.js'
import { createOrderTicketStore } from './orderTicketStore.js'
import type { SingleStock } from './quoteStore.js'
import { singleStockAt1055 } from './testing/fixtures.js'
import { clientOf, type RunningServer, sessionTokenOf, signIn, spawnServer } from './testing/liveServer.js'
import { useOrderTicket } from './useOrderTicket.js'

let server: RunningServer
let client: ApiClient
let investor: UserInfo
let settings: SiteSettings
let liveStock: SingleStock

const must = <A,>(result: { ok: true; data: A } | { ok: false; failure: { msg: string } }): A => {
  if (!result.ok) throw new Error(result.failure.msg)
  return result.data
}

beforeAll(async () => {
  server = await spawnServer()
  client = clientOf(server, await signIn(server)).client
  investor = must(await client.call('/user/getUserInfo.do', {}))
  settings = must(await client.call('/api/admin/getSetting.do', {}))
  const page = must(await client.call('/api/stock/getStock.do', { stockType: 'sh', stockPlate: 'main', pageSize: '1' }))
  liveStock = must(await client.call('/api/stock/getSingleStock.do', { code: page.list[0]?.code ?? '' }))
}, 60_000)
afterAll(() => server.stop())

const ticketWith = (stock: SingleStock = liveStock, user: UserInfo = investor) => {
  const store = createOrderTicketStore(client)
  store.getState().setContext({ stock, user, settings })
  return store
}

describe('order ticket: the form', () => {
  it('offers the siteLever options with the first as default, and the six hand presets', () => {
    const store = ticketWith()
    expect(store.getState().levers).toEqual([10, 20, 30])
    expect(store.getState().lever).toBe(10)
    store.getState().chooseLever(25)
    expect(store.getState().lever).toBe(10)
    store.getState().chooseLever(30)
    expect(store.getState().lever).toBe(30)
  })

  it('typing custom hands clears the preset, picking a preset clears the custom hands', () => {
    const store = ticketWith()
    const { result } = renderHook(() => useOrderTicket(store, (s) => `${s.presetHands ?? '-'}|${s.customHands}`))
    act(() => store.getState().choosePreset(150))
    expect(result.current).toBe('150|')
    act(() => store.getState().typeCustomHands('07a'))
    expect(result.current).toBe('-|7')
    expect(store.getState().hands()).toBe(7)
    act(() => store.getState().choosePreset(50))
    expect(result.current).toBe('50|')
    expect(store.getState().hands()).toBe(50)
  })

  it("validates in the spec's order and words", async () => {
    const store = ticketWith()
    expect(await store.getState().submit()).toEqual({
      ok: false,
      msg: 'Please read and agree to the trade agreement first.',
    })
    store.getState().setAgreed(true)
    expect(await store.getState().submit()).toEqual({ ok: false, msg: 'Select number of hands' })
    store.getState().choosePreset(50)
    expect(await store.getState().submit()).toEqual({ ok: false, msg: 'Please choose the direction to buy or sell' })
  })

  it('sends a user without real-name approval to /authentication first', async () => {
    const registered = await client.call('/user/reg.do', {
      phone: '9123456780',
      userPwd: 'abc123',
      agentCode: 'BOURSE',
      yzmCode: '123456',
    })
    expect(registered.ok).toBe(true)
    const login = must(await client.call('/user/login.do', { phone: '9123456780', userPwd: 'abc123' }))
    const newcomer = must(await clientOf(server, sessionTokenOf(login)).client.call('/user/getUserInfo.do', {}))
    expect(newcomer.isActive).toBe(0)
    const store = ticketWith(liveStock, newcomer)
    store.getState().setAgreed(true)
    expect(await store.getState().submit()).toEqual({
      ok: false,
      msg: 'Kindly note that real name authentication is required prior to placing an order.',
      redirect: '/authentication',
    })
  })

  it('take-profit and stop-loss: switched on at the current price, two decimals, non-numbers reset on leaving', () => {
    const store = ticketWith(singleStockAt1055)
    store.getState().setTakeProfitOn(true)
    expect(store.getState().profitTarget).toBe('10.55')
    store.getState().typeProfitTarget('11.234')
    expect(store.getState().profitTarget).toBe('10.55')
    store.getState().typeProfitTarget('11.2')
    expect(store.getState().profitTarget).toBe('11.2')
    store.getState().setStopLossOn(true)
    store.getState().typeStopLoss('.')
    store.getState().commitTargets()
    expect(store.getState().stopLoss).toBe('10.55')
    expect(store.getState().profitTarget).toBe('11.2')
  })

  it("refuses a long's take-profit at or below the price with core's words", async () => {
    const store = ticketWith(singleStockAt1055)
    store.getState().setAgreed(true)
    store.getState().choosePreset(50)
    store.getState().chooseDirection('long')
    store.getState().setTakeProfitOn(true)
    store.getState().typeProfitTarget('10.50')
    const outcome = await store.getState().submit()
    expect(outcome.ok).toBe(false)
    expect(outcome.msg).toMatch(/10\.55/)
  })
})

describe('order ticket: funds and review (issue 23 item 11)', () => {
  it('the most hands the available funds allow: 10.55, lever 10, 10 000.00 available, 90 % → 85 hands', async () => {
    const poor = { ...investor, enableAmt: Money.of('10000.00') }
    const store = ticketWith(singleStockAt1055, poor)
    act(() => store.getState().typeCustomHands('1'))
    await waitFor(() => expect(store.getState().spreadRate).toBeDefined())
    // a hand freezes 105.50: 85 hands are 8 967.50 ≤ 9 000.00 (90 %), 86 would be 9 073.00
    expect(store.getState().maxHands()).toBe(85)
    expect(
      ticketWith(singleStockAt1055, { ...investor, enableAmt: Money.of('100.00') })
        .getState()
        .maxHands(),
    ).toBeUndefined()
  })

  it('placing reviews first: the form is checked, nothing is sent until confirmed', () => {
    const store = ticketWith(singleStockAt1055)
    expect(store.getState().review()).toEqual({ ok: false, msg: 'Please read and agree to the trade agreement first.' })
    expect(store.getState().reviewing).toBe(false)
    store.getState().setAgreed(true)
    store.getState().choosePreset(50)
    store.getState().chooseDirection('long')
    expect(store.getState().review()).toBeUndefined()
    expect(store.getState().reviewing).toBe(true)
    store.getState().cancelReview()
    expect(store.getState().reviewing).toBe(false)
  })
})

describe('order ticket: live quote', () => {
  it("prices 10 hands at 10.55, lever 10, with the server's spread rate: deposit 1 074.00", async () => {
    const store = ticketWith(singleStockAt1055)
    const { result } = renderHook(() => useOrderTicket(store, (s) => s.quote))
    act(() => store.getState().typeCustomHands('10'))
    await waitFor(() => expect(result.current).toBeDefined())
    const quote = result.current
    expect(store.getState().spreadRate?.toFixed()).toBe('0.0005')
    expect(quote?.notional.toFixed(2)).toBe('10550.00')
    expect(quote?.margin.toFixed(2)).toBe('1055.00')
    expect(quote?.buyFee.toFixed(2)).toBe('3.17')
    expect(quote?.stampDuty.toFixed(2)).toBe('10.55')
    expect(quote?.spread.toFixed(2)).toBe('5.28')
    expect(quote?.deposit.toFixed(2)).toBe('1074.00')
    act(() => store.getState().chooseLever(20))
    expect(result.current?.margin.toFixed(2)).toBe('527.50')
  })
})

describe('order ticket: submit to the real server', () => {
  it('places a market order once, blocking the double submit, then goes to open positions', async () => {
    const store = ticketWith()
    store.getState().setAgreed(true)
    store.getState().choosePreset(50)
    store.getState().chooseDirection('long')
    const first = store.getState().submit()
    const second = await store.getState().submit()
    expect(second.ok).toBe(false)
    const outcome = await first
    expect(outcome).toMatchObject({ ok: true, next: '/warehouse?index=0' })
    const open = must(await client.call('/user/position/list.do', { state: '0' }))
    expect(open.list.filter((p) => p.stockCode === liveStock.stock.code)).toHaveLength(1)
    expect(open.list[0]?.orderNum).toBe(5000)
    expect(open.list[0]?.lever).toBe(10)
  })

  it('places a pending order at a target price and goes to the pending tab', async () => {
    const store = ticketWith()
    store.getState().setAgreed(true)
    store.getState().setTab('pending')
    store.getState().typeTargetPrice(liveStock.quote.price.minus(1).toFixed(2))
    store.getState().typeCustomHands('2')
    store.getState().chooseDirection('long')
    const outcome = await store.getState().submit()
    expect(outcome).toMatchObject({ ok: true, next: '/warehouse?index=1' })
    const orders = must(await client.call('/user/orderList.do', {}))
    expect(orders.list.some((order) => order.num === 200 && order.status === 0)).toBe(true)
  })

  it("shows the server's refusal msg as is", async () => {
    const store = ticketWith()
    store.getState().setAgreed(true)
    store.getState().typeCustomHands('99999')
    store.getState().chooseDirection('short')
    const outcome = await store.getState().submit()
    expect(outcome.ok).toBe(false)
    expect(outcome.msg).toMatch(/at most 100000 shares/)
  })
})
