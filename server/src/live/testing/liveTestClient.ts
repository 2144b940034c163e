import WebSocket from 'ws'

/** A message as the server sent it (tests read its fields). */
// biome-ignore lint/suspicious/noExplicitAny: tests inspect the wire field by field
export type Received = Record<string, any>

/** A real `ws` client of the live socket that keeps every message it receives, for tests and the bench. */
export interface LiveTestClient {
  readonly socket: WebSocket
  /** Every message so far, in order. */
  readonly received: Received[]
  send(message: unknown): void
  /** The first message from `from` on that matches (every one by default); rejects after `timeoutMs`. */
  next(matches?: (message: Received) => boolean, timeoutMs?: number, from?: number): Promise<Received>
  /** Resolves with the close code and reason when the socket closes. */
  readonly closed: Promise<{ readonly code: number; readonly reason: string }>
  close(): void
}

export interface LiveTestOptions {
  readonly path?: string
  readonly headers?: Record<string, string>
  /** The source address on this machine (127.0.0.x). */
  readonly localAddress?: string
  /** `false`: the client does not answer the server's pings (a dead link). */
  readonly autoPong?: boolean
}

/** `ws://` address of a test server's `path`. */
export const liveUrl = (serverUrl: string, path = '/prod-api/live'): string =>
  `${serverUrl.replace(/^http/, 'ws')}${path}`

/** Opens a socket to `serverUrl` and waits until it is open (rejects with the HTTP status when the upgrade is refused). */
export const openLive = (serverUrl: string, options: LiveTestOptions = {}): Promise<LiveTestClient> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(serverUrl, options.path), {
      headers: options.headers,
      ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
      autoPong: options.autoPong ?? true,
      perMessageDeflate: false,
    })
    const received: Received[] = []
    const waiting = new Set<() => void>()
    socket.on('message', (data) => {
      received.push(JSON.parse(String(data)) as Received)
      for (const wake of waiting) wake()
    })
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.on('close', (code, reason) => {
        done({ code, reason: String(reason) })
        for (const wake of waiting) wake()
      }),
    )
    socket.on('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += String(chunk)
      })
      response.on('end', () =>
        reject(
          Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode, body }),
        ),
      )
    })
    socket.on('error', reject)
    socket.on('open', () =>
      resolve({
        socket,
        received,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        next: (matches = () => true, timeoutMs = 3000, from = 0) =>
          new Promise((found, fail) => {
            const look = () => {
              const hit = received.slice(from).find(matches)
              if (hit === undefined) return false
              waiting.delete(check)
              clearTimeout(timer)
              found(hit)
              return true
            }
            const check = () => void look()
            const timer = setTimeout(() => {
              waiting.delete(check)
              fail(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received.slice(-5))}`))
            }, timeoutMs)
            if (!look()) waiting.add(check)
          }),
        closed,
        close: () => socket.close(),
      }),
    )
  })
