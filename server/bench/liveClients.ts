/**
 * One load-generating process of the live bench (`bench/live.ts`): opens sockets to `/prod-api/live` from the
 * loopback addresses it is given, each following its codes, and reconnects as the clients do (core's
 * `reconnectDelay`, 1 s → 60 s with jitter). Sampled sockets parse every message and time each quote item against
 * its `time`; the others only count. Driven by its parent over IPC.
 */
import { Live } from '@bourse/core'
import WebSocket from 'ws'

/** What the parent asks. */
export type ClientCommand =
  | {
      readonly type: 'open'
      readonly url: string
      readonly count: number
      /** The bench-wide number of this call's first socket: its source address follows from it. */
      readonly firstIndex: number
      readonly socketsPerAddress: number
      readonly codes: readonly string[]
      readonly perSocket: number
      readonly sampleEvery: number
      /** Extra handshake headers of the i-th socket (e.g. an investor's token), if any. */
      readonly headers?: readonly Readonly<Record<string, string>>[]
    }
  | { readonly type: 'url'; readonly url: string }
  | { readonly type: 'delays' }
  | { readonly type: 'status' }
  | { readonly type: 'account' }
  | { readonly type: 'close' }

/** What it answers. */
export type ClientReport =
  | { readonly type: 'opened'; readonly ok: number; readonly failed: number; readonly errors: readonly string[] }
  | { readonly type: 'delays'; readonly samples: readonly number[]; readonly messages: number }
  | {
      readonly type: 'status'
      readonly open: number
      /** Sockets whose latest connection has its snapshot of every code it follows and no gap since. */
      readonly consistent: number
      readonly reconnects: number
      readonly gaps: number
    }
  | { readonly type: 'account'; readonly arrivals: readonly (readonly [string, number])[] }

interface Client {
  socket: WebSocket | undefined
  readonly codes: readonly string[]
  readonly sampled: boolean
  readonly address: string
  readonly headers: Readonly<Record<string, string>>
  attempt: number
  consistent: boolean
  quoteSeq: number
}

let url = ''
let messages = 0
let reconnects = 0
let gaps = 0
let closing = false
let samples: number[] = []
/** Account items heard (by `ref`) with when: the bench times them against the REST answer that caused them. */
let arrivals: [string, number][] = []
const clients: Client[] = []

const report = (message: ClientReport) => process.send?.(message)

/** The n-th loopback source address of the bench: 127.0.10.1, 127.0.10.2, … (Linux answers all of 127/8). */
export const addressOf = (n: number): string => `127.0.${10 + Math.floor(n / 250)}.${1 + (n % 250)}`

const connect = (client: Client): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/prod-api/live`, {
      localAddress: client.address,
      perMessageDeflate: false,
      headers: client.headers,
      handshakeTimeout: 30_000,
    })
    client.socket = socket
    client.consistent = false
    client.quoteSeq = 0
    socket.on('open', () => {
      client.attempt = 0
      socket.send(JSON.stringify({ op: 'subscribe', codes: client.codes }))
      resolve(true)
    })
    socket.on('message', (data) => {
      messages += 1
      if (!client.sampled && client.consistent) return
      const message = JSON.parse(String(data)) as Live.LiveMessage
      if (message.ch === 'account') {
        const at = Date.now()
        for (const item of message.data) if (item.ref !== undefined) arrivals.push([item.ref, at])
        return
      }
      if (message.ch !== 'quote') return
      if (message.seq !== client.quoteSeq + 1) gaps += 1
      client.quoteSeq = message.seq
      if (message.snapshot) client.consistent = message.data.length === client.codes.length
      else if (client.sampled) {
        const now = Date.now()
        for (const item of message.data) samples.push(now - item.time)
      }
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      client.socket = undefined
      client.consistent = false
      resolve(false)
      if (closing) return
      reconnects += 1
      const wait = Live.reconnectDelay(client.attempt, Math.random())
      client.attempt += 1
      setTimeout(() => void connect(client), wait)
    })
  })

const open = async (command: Extract<ClientCommand, { type: 'open' }>) => {
  url = command.url
  const fresh: Client[] = Array.from({ length: command.count }, (_, i) => {
    const first = (clients.length + i) * 7
    return {
      socket: undefined,
      codes: Array.from(
        { length: command.perSocket },
        (_, k) => command.codes[(first + k) % command.codes.length] ?? '',
      ),
      sampled: (clients.length + i) % command.sampleEvery === 0,
      address: addressOf(Math.floor((command.firstIndex + i) / command.socketsPerAddress)),
      headers: command.headers?.[i] ?? {},
      attempt: 0,
      consistent: false,
      quoteSeq: 0,
    }
  })
  clients.push(...fresh)
  let ok = 0
  let failed = 0
  // Handshakes in bounded waves: a burst of thousands at once would only measure the listen backlog.
  for (let start = 0; start < fresh.length; start += 200) {
    const wave = await Promise.all(fresh.slice(start, start + 200).map(connect))
    ok += wave.filter(Boolean).length
    failed += wave.filter((opened) => !opened).length
  }
  report({ type: 'opened', ok, failed, errors: [] })
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'open':
      return void open(command)
    case 'url':
      url = command.url
      return
    case 'delays': {
      report({ type: 'delays', samples, messages })
      samples = []
      messages = 0
      return
    }
    case 'status':
      return report({
        type: 'status',
        open: clients.filter((client) => client.socket?.readyState === WebSocket.OPEN).length,
        consistent: clients.filter((client) => client.consistent).length,
        reconnects,
        gaps,
      })
    case 'account': {
      report({ type: 'account', arrivals })
      arrivals = []
      return
    }
    case 'close':
      closing = true
      for (const client of clients) client.socket?.terminate()
      setTimeout(() => process.exit(0), 200)
  }
})
