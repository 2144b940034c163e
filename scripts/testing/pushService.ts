import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

/** A subscription as `web-push-testing` makes it, as a browser's `PushSubscription.toJSON()` reads. */
export interface TestSubscription {
  readonly endpoint: string
  readonly keys: { readonly p256dh: string; readonly auth: string }
  readonly clientHash: string
}

/** A real push service on this machine (`web-push-testing`): it checks VAPID, decrypts and keeps what it got. */
export interface TestPushService {
  readonly url: string
  subscribe(applicationServerKey: string): Promise<TestSubscription>
  /** The decrypted payloads the service received for a subscription, oldest first. */
  received(subscription: TestSubscription): Promise<string[]>
  stop(): Promise<void>
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })

const post = async <T>(url: string, body: unknown): Promise<T> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await response.json()) as { data: T }).data
}

/** Starts `web-push-testing` (a dev dependency of the server package) in a process of its own on a free loopback port. */
export const startTestPushService = async (): Promise<TestPushService> => {
  const port = await freePort()
  const server = createRequire(resolve(import.meta.dirname, '../../server/package.json')).resolve(
    'web-push-testing/src/bin/server.js',
  )
  const child: ChildProcess = spawn(process.execPath, [server, String(port)], { stdio: 'ignore' })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    const up = await fetch(`${url}/status`, { method: 'POST' }).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error('web-push-testing did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    subscribe: (applicationServerKey) =>
      post<TestSubscription>(`${url}/subscribe`, { applicationServerKey, userVisibleOnly: 'true' }),
    received: async (subscription) =>
      (await post<{ messages: string[] }>(`${url}/get-notifications`, { clientHash: subscription.clientHash }))
        .messages,
    stop: async () => {
      child.kill()
    },
  }
}
