import { Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import type { Instrument } from '../market/Instrument.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'

type AlertWire = {
  id: number
  status: string
  reason: string
  firedValue: string | null
  history: { value: string; firedAt: number }[]
}

const clock = '2026-11-24T02:00:00Z'
const day = 24 * 60 * 60 * 1000
let server: TestServer
let investor: TestInvestor
let stock: Instrument
let other: Instrument

const add = (fields: Record<string, string>, token = investor.token) =>
  postForm<AlertWire>(server.url, '/user/alert/add.do', token, { code: stock.code, ...fields })
const list = async (token = investor.token) =>
  (await postForm<AlertWire[]>(server.url, '/user/alert/list.do', token)).data
const alertOf = async (id: number) => (await list()).find((alert) => alert.id === id)
/** Moves the price and runs the risk pass, as a tick of the leader does. */
const priceAt = (price: string, at = server.clock.now()) => {
  server.market.setPrice(stock.code, Price.of(price), at)
  return server.risk.runOnce(at)
}
const messages = (userId: number) =>
  (server.db.prepare('SELECT text FROM messages WHERE user_id = ? ORDER BY id').all(userId) as { text: string }[]).map(
    (row) => JSON.parse(row.text) as { key: string; params: Record<string, string> },
  )
const queuedPushes = (userId: number) =>
  Number((server.db.prepare('SELECT COUNT(*) AS n FROM push_outbox WHERE user_id = ?').get(userId) as { n: number }).n)

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
  const stocks = server.market.instruments().filter((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended)
  ;[stock, other] = stocks as [Instrument, Instrument]
  server.market.setPrice(stock.code, Price.of('200.00'), server.clock.now())
  server.market.setPrice(other.code, Price.of('150.00'), server.clock.now())
  investor = createTestInvestor(server.db, server.clock.now())
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: 'alerts-funding', rechargeId: 'r-alerts', amount: Money.of('100000') },
    server.clock.now(),
  )
  server.risk.runOnce(server.clock.now())
})
afterAll(() => server.close())

describe('price alerts (issue 30)', () => {
  it('sets, lists, disables, edits and deletes an alert; refuses bad ones in the caller’s language', async () => {
    const set = await add({ field: 'nowPrice', op: '<=', value: '180' })
    expect(set).toMatchObject({ status: 0, data: { status: 'active', field: 'nowPrice', op: '<=', value: '180' } })
    const id = set.data.id
    const disabled = await postForm<AlertWire>(server.url, '/user/alert/update.do', investor.token, {
      id: String(id),
      enabled: '0',
    })
    expect(disabled.data).toMatchObject({ status: 'disabled', reason: 'Disabled by you' })
    const edited = await postForm<AlertWire>(server.url, '/user/alert/update.do', investor.token, {
      id: String(id),
      field: 'dayChangePercent',
      op: '<',
      value: '-5',
    })
    expect(edited.data).toMatchObject({ status: 'active', field: 'dayChangePercent', op: '<', value: '-5' })
    expect((await postForm(server.url, '/user/alert/del.do', investor.token, { id: String(id) })).status).toBe(0)
    expect(await alertOf(id)).toBeUndefined()
    expect((await add({ field: 'nowPrice', op: '==', value: '1' })).msg).toBe('Choose a comparison: ≥, ≤, > or <')
    expect((await add({ field: 'nowPrice', op: '>=', value: '12.345' }, investor.token)).msg).toBe(
      'Enter a price above 0 with at most 2 decimals',
    )
    expect((await add({ code: 'NOPE1', field: 'nowPrice', op: '>=', value: '1' })).msg).toBe('code is invalid')
    const zh = await postForm(
      server.url,
      '/user/alert/add.do',
      investor.token,
      { code: stock.code, field: 'volume', op: '>', value: '1.5' },
      { lang: 'zh-CN' },
    )
    expect(zh.msg).toBe('请输入整数股数的成交量')
    // Someone else's alert is as unknown as a missing one.
    const stranger = createTestInvestor(server.db, server.clock.now())
    const mine = await add({ field: 'nowPrice', op: '>=', value: '999' })
    expect((await postForm(server.url, '/user/alert/del.do', stranger.token, { id: String(mine.data.id) })).msg).toBe(
      'No such alert',
    )
  })

  it('refuses the 201st alert, disabled ones counted', async () => {
    const crowded = createTestInvestor(server.db, server.clock.now())
    for (let n = 0; n < 200; n += 1) {
      const set = await add({ field: 'volume', op: '>=', value: String(10_000_000 + n) }, crowded.token)
      if (n % 50 === 0)
        await postForm(server.url, '/user/alert/update.do', crowded.token, { id: String(set.data.id), enabled: '0' })
    }
    expect((await add({ field: 'volume', op: '>=', value: '1' }, crowded.token)).msg).toBe(
      'You already have 200 alerts (disabled ones count): delete one first',
    )
  }, 60_000)

  it('fires once when the price crosses, even by a jump, and tells the investor without a balance', async () => {
    const below = (await add({ field: 'nowPrice', op: '<=', value: '190.00' })).data.id
    const above = (await add({ field: 'nowPrice', op: '>', value: '205.00' })).data.id
    const pushesBefore = queuedPushes(investor.userId)
    expect(priceAt('195.00').filter((action) => action.type === 'alertFired')).toEqual([])
    // From 195 straight to 180: the level 190 lies between two ticks.
    expect(priceAt('180.00')).toContainEqual({ type: 'alertFired', userId: investor.userId, ref: String(below) })
    expect(await alertOf(below)).toMatchObject({
      status: 'triggered',
      firedValue: '180.00',
      history: [{ value: '180.00' }],
    })
    priceAt('170.00')
    priceAt('185.00')
    expect((await alertOf(below))?.history).toHaveLength(1)
    expect(priceAt('205.00').map((action) => action.ref)).not.toContain(String(above))
    expect(priceAt('205.01').map((action) => action.ref)).toContain(String(above))
    const notice = messages(investor.userId).at(-1)
    expect(notice).toMatchObject({
      key: 'alertFiredNowPrice',
      params: { code: stock.code, op: '>', value: '205.00', observed: '205.01' },
    })
    expect(JSON.stringify(notice)).not.toMatch(/available|balance|100000/i)
    expect(queuedPushes(investor.userId)).toBe(pushesBefore + 2)
  })

  it('fires a daily alert at most once a day, and an alert against another instrument', async () => {
    priceAt('200.00')
    const daily = (await add({ field: 'nowPrice', op: '>=', value: '210', repeat: 'daily' })).data.id
    const versus = (await add({ field: 'nowPrice', op: '<', otherCode: other.code })).data.id
    const now = server.clock.now()
    expect(priceAt('211.00', now).map((action) => action.ref)).toContain(String(daily))
    expect(priceAt('209.00', now + 1_000).map((action) => action.ref)).not.toContain(String(daily))
    expect(priceAt('212.00', now + 2_000).map((action) => action.ref)).not.toContain(String(daily))
    expect((await alertOf(daily))?.status).toBe('active')
    // The next day it may fire again.
    server.clock.set(now + day)
    expect(priceAt('213.00', now + day).map((action) => action.ref)).toContain(String(daily))
    expect((await alertOf(daily))?.history).toHaveLength(2)
    // The other instrument rises above this one's price.
    server.market.setPrice(other.code, Price.of('220.00'), now + day + 1_000)
    expect(server.risk.runOnce(now + day + 1_000).map((action) => action.ref)).toContain(String(versus))
  })

  it('ends an alert after a year', async () => {
    const now = server.clock.now()
    const id = (await add({ field: 'nowPrice', op: '>=', value: '900' })).data.id
    server.clock.set(now + 366 * day)
    expect(server.risk.runOnce(now + 366 * day)).toContainEqual({
      type: 'alertExpired',
      userId: investor.userId,
      ref: String(id),
    })
    // A year on, the session has long ended: the store says what the list would.
    expect(server.db.prepare('SELECT status FROM alerts WHERE id = ?').get(id)).toEqual({ status: 'expired' })
  })
})
