import { type Command, Money, Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../../accounts/executeCommand.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

// Monday 2026-11-23, 10:00 in Shanghai: inside the A-share order window.
const tenInShanghai = Date.parse('2026-11-23T02:00:00Z')
const noonInShanghai = Date.parse('2026-11-23T04:00:00Z')
// The same Monday, 10:00 in New York: gold (`GC`, a US contract) trades in the US session.
const tenInNewYork = Date.parse('2026-11-23T15:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(tenInShanghai).toISOString(), BOURSE_CALENDAR: 'exchange' })
})
afterAll(() => server.close())
afterEach(() => {
  server.clock.set(tenInShanghai)
  expectJournalReplays(server.db)
})

type Reply = { status: number; msg: string; data: Record<string, unknown> | null }

const post = async (
  path: string,
  token: string | undefined,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Reply> =>
  (await (
    await fetch(`${server.url}/prod-api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { USERTOKEN: token } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    })
  ).json()) as Reply

const run = (userId: number, command: Command) => {
  const decision = executeCommand(server.db, userId, command, tenInShanghai)
  if (!decision.ok) throw new Error(decision.error.key)
}

const funded = (isActive: 0 | 2 = 2) => {
  const user = createTestInvestor(server.db, tenInShanghai, { isActive })
  run(user.userId, { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(100_000) })
  const settings = { indexDisplay: true, futuresDisplay: true }
  run(user.userId, { type: 'transferFunds', id: 't1', transferType: 1, amount: Money.of(40_000), settings })
  run(user.userId, { type: 'transferFunds', id: 't3', transferType: 3, amount: Money.of(40_000), settings })
  return user
}

const idOf = (code: string) => String(server.market.instrument(code)?.id)
const indexOrder = (fields: Record<string, string> = {}) => ({
  indexId: idOf('000001'),
  buyNum: '1',
  buyType: '0',
  lever: '10',
  ...fields,
})
const futuresOrder = (fields: Record<string, string> = {}) => ({
  futuresId: idOf('GC'),
  buyNum: '1',
  buyType: '0',
  lever: '20',
  ...fields,
})

const eventCount = () => (server.db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n
const positionCount = () => (server.db.prepare('SELECT count(*) AS n FROM positions').get() as { n: number }).n

/** The refusal text, after checking that nothing was written. */
const refusedMsg = async (path: string, token: string | undefined, fields: Record<string, string>) => {
  const events = eventCount()
  const reply = await post(path, token, fields)
  expect(reply.status, reply.msg).toBe(1)
  expect(reply.data).toBeNull()
  expect(eventCount()).toBe(events)
  return reply.msg
}

const setTransState = (code: string, transState: number) => {
  const row = server.db.prepare('SELECT data FROM instruments WHERE code = ?').get(code) as { data: string }
  const data = JSON.parse(row.data) as { contract: { transState: number } }
  data.contract.transState = transState
  server.db.prepare('UPDATE instruments SET data = ? WHERE code = ?').run(JSON.stringify(data), code)
}

describe('contract order checks, first failure wins', () => {
  it('needs a session, then real-name approval', async () => {
    expect(await refusedMsg('/user/buyIndex.do', undefined, indexOrder())).toBe('Please log in first')
    const unverified = funded(0)
    expect(await refusedMsg('/user/buyIndex.do', unverified.token, indexOrder())).toBe(
      'Kindly note that real name authentication is required prior to placing an order.',
    )
  })

  it('refuses outside the exchange order window (12:00 Shanghai) and accepts at 10:00', async () => {
    const a = funded()
    server.clock.set(noonInShanghai)
    expect(await refusedMsg('/user/buyIndex.do', a.token, indexOrder())).toBe(
      'Failed to place an order, not within the trading hours',
    )
    server.clock.set(tenInShanghai)
    const bought = await post('/user/buyIndex.do', a.token, indexOrder())
    expect(bought.status).toBe(0)
    server.clock.set(noonInShanghai)
    expect(await refusedMsg('/user/sellIndex.do', a.token, { positionSn: bought.data?.positionSn as string })).toBe(
      'Failed to close the position, not within the trading hours',
    )
  })

  it("refuses when transState is not 1: 'the index cannot be traded now'", async () => {
    const a = funded()
    setTransState('000001', 0)
    setTransState('GC', 2)
    try {
      expect(await refusedMsg('/user/buyIndex.do', a.token, indexOrder())).toBe('the index cannot be traded now')
      server.clock.set(tenInNewYork)
      expect(await refusedMsg('/user/buyFutures.do', a.token, futuresOrder())).toBe(
        'the futures contract cannot be traded now',
      )
    } finally {
      setTransState('000001', 1)
      setTransState('GC', 1)
    }
  })

  it('checks hands against minNum/maxNum and the lever against siteLever', async () => {
    const a = funded()
    expect(await refusedMsg('/user/buyIndex.do', a.token, indexOrder({ buyNum: '101' }))).toBe(
      'The number of hands must be a whole number from 1 to 100',
    )
    expect(await refusedMsg('/user/buyIndex.do', a.token, indexOrder({ lever: '15' }))).toBe(
      'Leverage 15 is not offered; choose one of 10/20/30',
    )
  })
})

describe('bad input', () => {
  const cases: [string, () => Record<string, string>, string][] = [
    ['missing indexId', () => ({ buyNum: '1', buyType: '0', lever: '10' }), 'indexId is required'],
    ['empty indexId', () => indexOrder({ indexId: '' }), 'indexId is required'],
    ['non-numeric indexId', () => indexOrder({ indexId: 'abc' }), 'indexId is invalid'],
    ['negative indexId', () => indexOrder({ indexId: '-1' }), 'indexId is invalid'],
    ['huge indexId', () => indexOrder({ indexId: '99999999999' }), 'indexId is invalid'],
    ['unknown indexId', () => indexOrder({ indexId: '99999' }), 'indexId is invalid'],
    ['a stock id as indexId', () => indexOrder({ indexId: '1' }), 'indexId is invalid'],
    ['a futures id as indexId', () => indexOrder({ indexId: idOf('GC') }), 'indexId is invalid'],
    ['missing buyNum', () => ({ indexId: idOf('000001'), buyType: '0', lever: '10' }), 'buyNum is required'],
    ['zero buyNum', () => indexOrder({ buyNum: '0' }), 'buyNum is invalid'],
    ['fractional buyNum', () => indexOrder({ buyNum: '1.5' }), 'buyNum is invalid'],
    ['huge buyNum', () => indexOrder({ buyNum: '10000000' }), 'buyNum is invalid'],
    ['unknown buyType', () => indexOrder({ buyType: '2' }), 'buyType is invalid'],
    ['negative lever', () => indexOrder({ lever: '-10' }), 'lever is invalid'],
    ['non-numeric lever', () => indexOrder({ lever: 'ten' }), 'lever is invalid'],
  ]
  it.each(cases)('buyIndex: %s', async (_name, fields, msg) => {
    const a = funded()
    expect(await refusedMsg('/user/buyIndex.do', a.token, fields())).toBe(msg)
  })

  it('buyFutures: missing, unknown and wrong-kind futuresId', async () => {
    const a = funded()
    expect(await refusedMsg('/user/buyFutures.do', a.token, futuresOrder({ futuresId: '' }))).toBe(
      'futuresId is required',
    )
    expect(await refusedMsg('/user/buyFutures.do', a.token, futuresOrder({ futuresId: '0' }))).toBe(
      'futuresId is invalid',
    )
    expect(await refusedMsg('/user/buyFutures.do', a.token, futuresOrder({ futuresId: idOf('000001') }))).toBe(
      'futuresId is invalid',
    )
  })

  it('sell and lists: missing, malformed and unknown values', async () => {
    const a = funded()
    expect(await refusedMsg('/user/sellIndex.do', a.token, {})).toBe('positionSn is required')
    expect(await refusedMsg('/user/sellIndex.do', a.token, { positionSn: 'IX 1; DROP' })).toBe('positionSn is invalid')
    expect(await refusedMsg('/user/sellFutures.do', a.token, { positionSn: 'x'.repeat(41) })).toBe(
      'positionSn is invalid',
    )
    expect(await refusedMsg('/user/sellFutures.do', a.token, { positionSn: 'FU0000000000000000' })).toBe(
      'No such record: FU0000000000000000',
    )
    expect(await refusedMsg('/user/index/position/list.do', a.token, {})).toBe('state is required')
    expect(await refusedMsg('/user/index/position/list.do', a.token, { state: '2' })).toBe('state is invalid')
    expect(await refusedMsg('/user/futures/position/list.do', a.token, { state: '0', pageSize: '1000' })).toBe(
      'pageSize is invalid',
    )
    expect(await refusedMsg('/user/futures/position/list.do', a.token, { state: '0', pageNum: '-1' })).toBe(
      'pageNum is invalid',
    )
    expect(await refusedMsg('/user/index/position/list.do', undefined, { state: '0' })).toBe('Please log in first')
  })
})

describe('ownership and repeats', () => {
  it("B's token on A's positionSn is refused like an unknown one; A's position stays open", async () => {
    const a = funded()
    const b = funded()
    server.market.setPrice('000001', Price.of('3000.00'), tenInShanghai)
    const bought = await post('/user/buyIndex.do', a.token, indexOrder())
    const sn = bought.data?.positionSn as string
    expect(await refusedMsg('/user/sellIndex.do', b.token, { positionSn: sn })).toBe(`No such record: ${sn}`)
    // A's index position is not a futures position either.
    expect(await refusedMsg('/user/sellFutures.do', a.token, { positionSn: sn })).toBe(`No such record: ${sn}`)
    expect((await post('/user/index/position/list.do', b.token, { state: '0' })).data).toMatchObject({ total: 0 })
    expect((await post('/user/index/position/list.do', a.token, { state: '0' })).data).toMatchObject({ total: 1 })
  })

  it('a repeat with the same Idempotency-Key opens one position and answers the first success', async () => {
    const a = funded()
    const key = { 'Idempotency-Key': 'buy-index-once' }
    const first = await post('/user/buyIndex.do', a.token, indexOrder(), key)
    const second = await post('/user/buyIndex.do', a.token, indexOrder(), key)
    expect(first.status).toBe(0)
    expect(second).toEqual(first)
    const open = await post('/user/index/position/list.do', a.token, { state: '0' })
    expect(open.data).toMatchObject({ total: 1 })
    expect(positionCount()).toBeGreaterThan(0)
  })
})
