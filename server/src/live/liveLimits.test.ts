import { Live } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { openLive, type Received } from './testing/liveTestClient.js'

const { liveLimits, liveCloseCodes } = Live

describe('the live socket’s caps, heartbeat and handshake rules', () => {
  let server: TestServer
  let codes: string[]
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
    codes = server.market.instruments().map((instrument) => instrument.code)
  })
  afterAll(() => server.close())

  it('refuses a subscribe past 500 codes whole, in the client’s language, and keeps the socket', async () => {
    const client = await openLive(server.url, { headers: { lang: 'zh-CN' } })
    client.send({ op: 'subscribe', codes: codes.slice(0, 400) })
    const snapshot = await client.next((message) => message.ch === 'quote')
    expect(snapshot.data).toHaveLength(400)
    client.send({ op: 'subscribe', codes: Array.from({ length: 101 }, (_, i) => `X${i}`) })
    const refusal = await client.next((message) => message.type === 'refusal')
    expect(refusal.msg).toBe('每个连接最多关注 500 个代码，请先取消部分订阅')
    client.send({ op: 'subscribe', codes: ['NOPE'] })
    expect((await client.next((message) => message.type === 'refusal' && message.msg.includes('NOPE'))).msg).toBe(
      '没有该品种：NOPE',
    )
    client.send('{"op":"buy"}')
    await client.next((message) => message.type === 'refusal' && message.msg.startsWith('无法识别'))
    client.send({ op: 'ping' })
    await client.next((message) => message.type === 'heartbeat')
    expect(client.socket.readyState).toBe(client.socket.OPEN)
    client.close()
  })

  it('fills every silence with a heartbeat, numbered in the socket’s sequence', async () => {
    // A socket that subscribed nothing hears only heartbeats, one after each 2 s of silence. How soon one comes is a
    // matter of timers, which a loaded machine delays: the test waits for two, the delay is not asserted here.
    const client = await openLive(server.url)
    const first = await client.next((message) => message.type === 'heartbeat', 20_000)
    await client.next((message) => message.type === 'heartbeat', 20_000, client.received.indexOf(first) + 1)
    const heartbeats = client.received.filter((message) => message.type === 'heartbeat')
    expect(heartbeats.length).toBeGreaterThanOrEqual(2)
    const seqs = client.received.map((message: Received) => message.seq)
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    client.close()
  })

  it('closes a client that sends a message over 16 KiB, or more than 20 a second, with 4008', async () => {
    const big = await openLive(server.url)
    big.send({ op: 'subscribe', codes: ['x'.repeat(liveLimits.maxClientMessageBytes)] })
    expect((await big.closed).code).toBe(liveCloseCodes.tooChatty)
    const chatty = await openLive(server.url)
    for (let i = 0; i <= liveLimits.maxClientMessagesPerSecond; i++) chatty.send({ op: 'ping' })
    const closed = await chatty.closed
    expect(closed).toEqual({ code: liveCloseCodes.tooChatty, reason: 'Too many or too large messages' })
    expect(chatty.received.at(-1)).toMatchObject({ type: 'closing', msg: 'Too many or too large messages' })
  })

  it('refuses a signed-in handshake from another site, and lets the app’s own page and a terminal in', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const cookie = `USER_TOKEN=${investor.token}`
    const foreign = openLive(server.url, { headers: { cookie, origin: 'https://evil.example' } })
    await expect(foreign).rejects.toMatchObject({ status: 403 })
    const byHeader = openLive(server.url, { headers: { USERTOKEN: investor.token, origin: 'https://evil.example' } })
    await expect(byHeader).rejects.toMatchObject({ status: 403 })
    // The market is public: another site may show it.
    const visitor = await openLive(server.url, { headers: { origin: 'https://evil.example' } })
    expect((await visitor.next()).channels).toEqual(['quote', 'system'])
    const own = await openLive(server.url, { headers: { cookie, origin: server.url } })
    expect((await own.next()).channels).toEqual(['quote', 'system', 'account'])
    const terminal = await openLive(server.url, { headers: { USERTOKEN: investor.token } })
    expect((await terminal.next()).channels).toEqual(['quote', 'system', 'account'])
    for (const open of [visitor, own, terminal]) open.close()
  })

  it('opens the account channel with a one-time ticket, used once and within 30 s', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const issued = await postForm<{ ticket: string; expiresInMs: number }>(
      server.url,
      '/user/live/ticket.do',
      investor.token,
    )
    expect(issued).toMatchObject({ status: 0, data: { expiresInMs: 30_000 } })
    const path = `/prod-api/live?ticket=${issued.data.ticket}`
    const first = await openLive(server.url, { path, headers: { origin: server.url } })
    expect((await first.next()).channels).toEqual(['quote', 'system', 'account'])
    const again = await openLive(server.url, { path, headers: { origin: server.url } })
    expect((await again.next()).channels).toEqual(['quote', 'system'])
    await again.next((message) => message.type === 'refusal')
    const late = await postForm<{ ticket: string }>(server.url, '/user/live/ticket.do', investor.token)
    server.clock.set(server.clock.now() + liveLimits.ticketMs)
    const expired = await openLive(server.url, { path: `/prod-api/live?ticket=${late.data.ticket}` })
    expect((await expired.next()).channels).toEqual(['quote', 'system'])
    const refusedTicket = await postForm(server.url, '/user/live/ticket.do', undefined)
    expect(refusedTicket.msg).toBe('Please log in first')
    for (const open of [first, again, expired]) open.close()
  })

  it('a sign-out ends the socket’s account channel (4001); another session’s socket stays', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const other = createTestInvestor(server.db, server.clock.now())
    const mine = await openLive(server.url, { headers: { USERTOKEN: investor.token } })
    const theirs = await openLive(server.url, { headers: { USERTOKEN: other.token } })
    await mine.next()
    expect((await postForm(server.url, '/user/logout.do', investor.token)).status).toBe(0)
    expect((await mine.closed).code).toBe(liveCloseCodes.sessionEnded)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(theirs.socket.readyState).toBe(theirs.socket.OPEN)
    theirs.close()
  })
})

describe('sockets per client address', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_LIVE_SOCKETS_PER_ADDRESS: '200' })
  })
  afterAll(() => server.close())

  it('lets 200 in from one address, refuses the next with 429, and takes another address’s', async () => {
    const opened = await Promise.all(
      Array.from({ length: 200 }, () => openLive(server.url, { localAddress: '127.0.3.1' })),
    )
    await expect(openLive(server.url, { localAddress: '127.0.3.1' })).rejects.toMatchObject({ status: 429 })
    const elsewhere = await openLive(server.url, { localAddress: '127.0.3.2' })
    opened[0]?.close()
    await opened[0]?.closed
    await new Promise((resolve) => setTimeout(resolve, 100))
    const again = await openLive(server.url, { localAddress: '127.0.3.1' })
    for (const client of [...opened, elsewhere, again]) client.close()
  })
})

describe('a dead link', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_LIVE_PING_SECONDS: '1', BOURSE_METRICS_PORT: '0' })
  })
  afterAll(() => server.close())

  it('is dropped when it does not answer the server’s ping by the next one', async () => {
    const answering = await openLive(server.url)
    const silent = await openLive(server.url, { autoPong: false })
    const closed = await Promise.race([
      silent.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not dropped')), 5_000)),
    ])
    expect(closed.code).toBe(1006)
    const metrics = await (await fetch(server.metricsUrl ?? '')).text()
    expect(metrics).toMatch(/bourse_live_sockets_closed_total\{reason="deadLink"\} 1/)
    expect(answering.socket.readyState).toBe(answering.socket.OPEN)
    answering.close()
  })
})

describe('a client that stops reading', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      BOURSE_CLOCK: '2026-11-24T02:00:00Z',
      BOURSE_LIVE_BUFFER_KB: '64',
      BOURSE_LIVE_SKIPPED_FLUSHES: '4',
      BOURSE_METRICS_PORT: '0',
    })
  })
  afterAll(() => server.close())

  it('skips it while its send buffer is over the bound, then closes it with 4009; the server’s memory stays bounded', async () => {
    const codes = server.market.instruments().map((instrument) => instrument.code)
    const reader = await openLive(server.url)
    const slow = await openLive(server.url)
    reader.send({ op: 'subscribe', codes: codes.slice(0, 10) })
    slow.send({ op: 'subscribe', codes })
    await slow.next((message) => message.ch === 'quote')
    // Stop reading: the kernel's buffers fill, then the server's send buffer for this socket.
    slow.socket.pause()
    const heapBefore = process.memoryUsage().heapUsed
    const closing = slow.closed
    let moves = 0
    const mover = setInterval(() => {
      for (let round = 0; round < 10; round++) {
        // Resubscribing asks for a snapshot of every code each time: a fast way to fill the buffer.
        slow.send({ op: 'subscribe', codes: codes.slice(0, 400) })
      }
      server.market.tickOnce(server.clock.now() + ++moves * 1000)
    }, 1000)
    const closedForSlowness = async () => {
      const text = await (await fetch(server.metricsUrl ?? '')).text()
      return /bourse_live_sockets_closed_total\{reason="tooSlow"\} 1/.test(text)
    }
    const deadline = Date.now() + 40_000
    while (!(await closedForSlowness())) {
      if (Date.now() > deadline) {
        const text = await (await fetch(server.metricsUrl ?? '')).text()
        throw new Error(
          `the slow client was never closed: ${text
            .split('\n')
            .filter((line) => line.startsWith('bourse_live'))
            .join('; ')}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    clearInterval(mover)
    // What the server held for it is bounded by the buffer bound and a frame, not by how long it lagged.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024)
    // Reading again, it finds the reason after what was queued before it.
    slow.socket.resume()
    expect(await closing).toEqual({ code: Live.liveCloseCodes.tooSlow, reason: 'The connection read too slowly' })
    expect(slow.received.at(-1)).toMatchObject({ ch: 'system', type: 'closing' })
    // The reading client was served throughout.
    expect(reader.received.filter((message) => message.ch === 'quote').length).toBeGreaterThan(1)
    reader.close()
  }, 60_000)
})
