import { Live } from '@bourse/core'
import { fc, test } from '@fast-check/vitest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLiveConnection, type LiveEvent } from './liveConnection.js'
import type { LiveSocket } from './liveSocket.js'

/**
 * The host's sockets as the test holds them: what the connection sent on each, and a way to speak as the server
 * would. The connection's own logic (back-off, seq, resubscribe, silence) runs as written; only the host is played.
 */
const hostSockets = () => {
  const opened: { url: string; headers?: Readonly<Record<string, string>>; sent: unknown[]; socket: LiveSocket }[] = []
  const openSocket = (url: string, headers?: Readonly<Record<string, string>>) => {
    const sent: unknown[] = []
    const socket: LiveSocket = {
      send: (text) => sent.push(JSON.parse(text)),
      close: () => {},
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
    }
    opened.push({ url, ...(headers ? { headers } : {}), sent, socket })
    return socket
  }
  const last = () => {
    const entry = opened[opened.length - 1]
    if (!entry) throw new Error('no socket opened')
    return entry
  }
  const seqs = new Map<string, number>()
  /** The server speaking on the latest socket; `seq` counts per channel unless given. */
  const say = (message: Record<string, unknown> & { ch: string }, seq?: number) => {
    const next = seq ?? (seqs.get(message.ch) ?? 0) + 1
    seqs.set(message.ch, next)
    last().socket.onmessage?.({ data: JSON.stringify({ seq: next, t: Date.now(), ...message }) })
  }
  const hello = (channels = ['quote', 'system']) => {
    seqs.clear()
    say({ ch: 'system', type: 'hello', channels })
  }
  const drop = () => last().socket.onclose?.({ code: 1006, reason: '' })
  return { opened, openSocket, last, say, hello, drop }
}

const flushMicrotasks = () => vi.advanceTimersByTimeAsync(0)

afterEach(() => vi.useRealTimers())

describe('the live connection', () => {
  test.prop([fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 8 })])(
    'reconnects after core’s back-off, each wait drawn from the injected random, and starts over after a hello',
    async (draws) => {
      vi.useFakeTimers({ now: 1_000_000 })
      const host = hostSockets()
      let draw = 0
      const live = createLiveConnection({
        url: 'ws://bourse.test/prod-api/live',
        openSocket: host.openSocket,
        random: () => draws[draw++ % draws.length] as number,
      })
      live.getState().start()
      await flushMicrotasks()
      expect(host.opened).toHaveLength(1)
      for (const [attempt, random01] of draws.entries()) {
        host.drop()
        expect(live.getState().status).toBe('down')
        const wait = Live.reconnectDelay(attempt, random01)
        await vi.advanceTimersByTimeAsync(wait - 1)
        expect(host.opened).toHaveLength(attempt + 1)
        await vi.advanceTimersByTimeAsync(1)
        expect(host.opened).toHaveLength(attempt + 2)
      }
      host.hello()
      expect(live.getState()).toMatchObject({ status: 'open', attempt: 0 })
      host.drop()
      await vi.advanceTimersByTimeAsync(Live.reconnectDelay(0, draws[draw % draws.length] as number))
      expect(host.opened).toHaveLength(draws.length + 2)
      live.getState().stop()
    },
  )

  it('subscribes what is followed once open, in one message, and again after a reconnect', async () => {
    vi.useFakeTimers()
    const host = hostSockets()
    const live = createLiveConnection({ url: 'ws://x/prod-api/live', openSocket: host.openSocket, random: () => 0 })
    const unfollowA = live.getState().follow(['600519', 'GC'])
    live.getState().follow(['600519', '000001'])
    live.getState().start()
    await flushMicrotasks()
    host.hello()
    expect(host.last().sent).toEqual([{ op: 'subscribe', codes: ['600519', 'GC', '000001'] }])
    unfollowA()
    await flushMicrotasks()
    // 600519 is still followed by the second follower; only GC goes.
    expect(host.last().sent[1]).toEqual({ op: 'unsubscribe', codes: ['GC'] })
    host.drop()
    await vi.advanceTimersByTimeAsync(1_000)
    host.hello()
    expect(host.last().sent).toEqual([{ op: 'subscribe', codes: ['600519', '000001'] }])
    live.getState().stop()
  })

  it('keeps each code’s latest state: a snapshot, then changes merged; a seq gap asks for a snapshot and a resync', async () => {
    vi.useFakeTimers()
    const host = hostSockets()
    const live = createLiveConnection({ url: 'ws://x/prod-api/live', openSocket: host.openSocket })
    const events: LiveEvent[] = []
    live.getState().listen((event) => events.push(event))
    live.getState().follow(['600519'])
    live.getState().start()
    await flushMicrotasks()
    host.hello(['quote', 'system', 'account'])
    const item = { code: '600519', kind: 'stock', time: 5 }
    host.say({ ch: 'quote', snapshot: true, data: [{ ...item, nowPrice: '10.00', hcrate: '0.10' }] })
    host.say({ ch: 'quote', data: [{ ...item, time: 6, nowPrice: '10.05' }] })
    expect(live.getState().quotes.get('600519')).toEqual({
      code: '600519',
      kind: 'stock',
      time: 6,
      fields: { nowPrice: '10.05', hcrate: '0.10' },
    })
    host.say({ ch: 'quote', data: [{ ...item, time: 7, nowPrice: '10.10' }] }, 2) // a repeat: ignored
    expect(live.getState().quotes.get('600519')?.fields.nowPrice).toBe('10.05')
    host.say({ ch: 'quote', data: [{ ...item, time: 9, nowPrice: '10.20' }] }, 5) // 3 and 4 were lost
    expect(events).toEqual([{ kind: 'resync', channel: 'quote' }])
    expect(host.last().sent.at(-1)).toEqual({ op: 'subscribe', codes: ['600519'] })
    const change = { topic: 'position', action: 'opened', ref: 'P1', at: 1 }
    host.say({ ch: 'account', data: [change] })
    host.say({ ch: 'account', data: [change] }, 3)
    expect(events.slice(1)).toEqual([
      { kind: 'account', changes: [change] },
      { kind: 'resync', channel: 'account' },
    ])
    live.getState().stop()
  })

  it('after a reconnect every granted channel resyncs; the first connect does not', async () => {
    vi.useFakeTimers()
    const host = hostSockets()
    const live = createLiveConnection({ url: 'ws://x/prod-api/live', openSocket: host.openSocket, random: () => 0 })
    const events: LiveEvent[] = []
    live.getState().listen((event) => events.push(event))
    live.getState().start()
    await flushMicrotasks()
    host.hello(['quote', 'system', 'account'])
    expect(events).toEqual([])
    host.drop()
    await vi.advanceTimersByTimeAsync(1_000)
    host.hello(['quote', 'system', 'account'])
    expect(events).toEqual([
      { kind: 'resync', channel: 'quote' },
      { kind: 'resync', channel: 'account' },
    ])
    live.getState().stop()
  })

  it('treats 5 s without a frame as a dead link, and the figures as silent until something is heard', async () => {
    vi.useFakeTimers({ now: 0 })
    const host = hostSockets()
    const live = createLiveConnection({ url: 'ws://x/prod-api/live', openSocket: host.openSocket, random: () => 0 })
    live.getState().start()
    await flushMicrotasks()
    host.hello()
    await vi.advanceTimersByTimeAsync(4_000)
    host.say({ ch: 'system', type: 'heartbeat' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(live.getState()).toMatchObject({ status: 'open', silent: false, heardAt: 4_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(live.getState()).toMatchObject({ status: 'down', silent: true, heardAt: 4_000 })
    // The REST fallback answered: its figures are current, though the socket is still down.
    live.getState().confirmed()
    expect(live.getState()).toMatchObject({ status: 'down', silent: false, heardAt: 10_000 })
    live.getState().stop()
  })

  it('asks for credentials at each connect: a ticket goes in the query, headers to the host; a failed ask retries', async () => {
    vi.useFakeTimers()
    const host = hostSockets()
    const answers = [
      () => Promise.reject(new Error('network')),
      () => Promise.resolve({ query: { ticket: 'abc' } }),
      () => Promise.resolve({ headers: { USERTOKEN: 't' } }),
    ]
    let asked = 0
    const live = createLiveConnection({
      url: 'ws://x/prod-api/live',
      openSocket: host.openSocket,
      random: () => 0,
      credentials: () => (answers[asked++] ?? (() => Promise.resolve(undefined)))(),
    })
    live.getState().start()
    await flushMicrotasks()
    expect(host.opened).toHaveLength(0)
    expect(live.getState().status).toBe('down')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(host.last().url).toBe('ws://x/prod-api/live?ticket=abc')
    live.getState().renew()
    await flushMicrotasks()
    expect(host.last()).toMatchObject({ url: 'ws://x/prod-api/live', headers: { USERTOKEN: 't' } })
    live.getState().stop()
  })

  it('asks the server for at most 500 codes; the others stay on REST', async () => {
    vi.useFakeTimers()
    const host = hostSockets()
    const live = createLiveConnection({ url: 'ws://x/prod-api/live', openSocket: host.openSocket })
    const codes = Array.from({ length: 520 }, (_, index) => String(600000 + index))
    live.getState().follow(codes)
    live.getState().start()
    await flushMicrotasks()
    host.hello()
    expect(host.last().sent).toEqual([{ op: 'subscribe', codes: codes.slice(0, Live.liveLimits.maxCodes) }])
    live.getState().stop()
  })
})
