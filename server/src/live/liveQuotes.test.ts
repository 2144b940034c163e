import { Live, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { type LiveTestClient, openLive, type Received } from './testing/liveTestClient.js'

const isQuote = (message: Received) => message.ch === 'quote'

/** Every message of `client` has seq 1, 2, 3 … on its channel. */
const expectSeqWithoutGaps = (client: LiveTestClient) => {
  const tracker = Live.createSeqTracker()
  for (const message of client.received)
    expect([message.ch, tracker.accept(message.ch, message.seq)]).toEqual([message.ch, 'next'])
}

describe('the quote channel over a real socket', () => {
  let server: TestServer
  let stocks: string[]
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
    stocks = server.market
      .instruments()
      .filter((instrument) => instrument.kind === 'stock' && !instrument.suspended && instrument.market === 'us')
      .map((instrument) => instrument.code)
  })
  afterAll(() => server.close())

  it('says hello, answers a subscribe with a snapshot of every code, then sends only what changed', async () => {
    const client = await openLive(server.url)
    const hello = await client.next()
    expect(hello).toMatchObject({ ch: 'system', seq: 1, type: 'hello', channels: ['quote', 'system'] })
    const [first, second] = stocks as [string, string]
    const index = server.market.instruments().find((instrument) => instrument.kind === 'index')?.code ?? ''
    server.market.setPrice(first, Price.of('12.34'), server.clock.now())
    client.send({ op: 'subscribe', codes: [first, second, index] })
    const snapshot = await client.next(isQuote)
    expect(snapshot).toMatchObject({ ch: 'quote', seq: 1, snapshot: true })
    expect(snapshot.data.map((item: Received) => item.code)).toEqual([first, second, index])
    expect(snapshot.data[0]).toMatchObject({ code: first, kind: 'stock', nowPrice: '12.34', time: server.clock.now() })
    expect(Object.keys(snapshot.data[0]).sort()).toEqual(
      [
        'code',
        'kind',
        'time',
        'nowPrice',
        'hcrate',
        'delta',
        'open',
        'high',
        'today_min',
        'preclose_px',
        'limitUp',
        'limitDown',
        'volume',
        'isStop',
      ].sort(),
    )
    expect(snapshot.data[2]).toMatchObject({ code: index, kind: 'index' })
    expect(snapshot.data[2].currentPoint).toMatch(/^\d+\.\d\d$/)

    server.market.setPrice(first, Price.of('12.50'), server.clock.now())
    const change = await client.next((message) => isQuote(message) && message.seq === 2)
    expect(change.snapshot).toBeUndefined()
    expect(change.data).toHaveLength(1)
    expect(change.data[0]).toMatchObject({ code: first, kind: 'stock', nowPrice: '12.50' })
    // Only the fields that moved: not the previous close, not the limits, not the suspension flag.
    expect(change.data[0].preclose_px).toBeUndefined()
    expect(change.data[0].isStop).toBeUndefined()
    expect(change.t).toBeGreaterThanOrEqual(change.data[0].time)
    expectSeqWithoutGaps(client)
    client.close()
  })

  it('a price that moved and came back between two flushes sends nothing; unsubscribed codes send nothing', async () => {
    const client = await openLive(server.url)
    const [first, second] = stocks as [string, string]
    client.send({ op: 'subscribe', codes: [first, second] })
    await client.next(isQuote)
    const before = server.market.quote(first)?.price ?? Price.of('1')
    server.market.setPrice(first, Price.of('99.99'), server.clock.now())
    server.market.setPrice(first, before, server.clock.now())
    client.send({ op: 'unsubscribe', codes: [second] })
    server.market.setPrice(second, Price.of('55.55'), server.clock.now())
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(client.received.filter(isQuote)).toHaveLength(1)
    server.market.setPrice(first, Price.of('42.42'), server.clock.now())
    const change = await client.next((message) => isQuote(message) && message.seq === 2)
    expect(change.data.map((item: Received) => item.code)).toEqual([first])
    expectSeqWithoutGaps(client)
    client.close()
  })
})
