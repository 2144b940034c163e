import autocannon from 'autocannon'

export interface LoadSettings {
  readonly connections: number
  /** Measured seconds, after `warmupSeconds` of the same load whose results are discarded. */
  readonly seconds: number
  readonly warmupSeconds: number
}

export interface Target {
  readonly url: string
  readonly method: 'GET' | 'POST'
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string
  /** When given, a response whose body fails it counts as a failure (autocannon's `mismatches`). */
  readonly verifyBody?: (body: string) => boolean
  /** Headers per connection, given out in turn (e.g. one session token per connection); override `headers`. */
  readonly connectionHeaders?: readonly Readonly<Record<string, string>>[]
}

export interface Measured {
  readonly requestsPerSecond: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly total: number
  /** Connection errors, timeouts, non-2xx answers and bodies that failed `verifyBody`. */
  readonly failed: number
  /** Responses completed in each second of the measured run (the last one may be partial). */
  readonly perSecond: readonly number[]
  /**
   * The server's CPU time per completed response during the measured run (Linux): its main thread alone and the
   * whole process (worker threads, libuv's pool). Unlike req/s, this hardly moves with the machine's load.
   */
  readonly cpuPerRequest?: { readonly mainThreadUs: number; readonly processUs: number }
  /** The server's database round trips per completed response during the measured run (`bench/roundTrips.ts`). */
  readonly roundTripsPerRequest?: number
}

const fire = (target: Target, connections: number, seconds: number, perSecond?: number[]) => {
  const each = target.connectionHeaders
  let next = 0
  const instance = autocannon({
    url: target.url,
    method: target.method,
    connections,
    duration: seconds,
    timeout: 10,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.verifyBody ? { verifyBody: target.verifyBody } : {}),
    ...(each?.length
      ? { setupClient: (client: autocannon.Client) => client.setHeaders(each[next++ % each.length] ?? {}) }
      : {}),
  })
  if (perSecond) {
    const started = Date.now()
    instance.on('response', () => {
      const second = Math.floor((Date.now() - started) / 1000)
      perSecond[second] = (perSecond[second] ?? 0) + 1
    })
  }
  return instance
}

/**
 * Warms `target` up, then measures it with autocannon's programmatic API (one process, one event loop); `around` is
 * called just before and just after the measured part (e.g. to read the server's CPU time).
 */
export const measure = async (
  target: Target,
  settings: LoadSettings,
  around: { before?: () => void; after?: () => void } = {},
): Promise<Measured> => {
  if (settings.warmupSeconds > 0) await fire(target, settings.connections, settings.warmupSeconds)
  const perSecond: number[] = []
  around.before?.()
  const result = await fire(target, settings.connections, settings.seconds, perSecond)
  around.after?.()
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    // Timeouts are among autocannon's errors; a non-2xx answer also fails `verifyBody` when there is one.
    failed: result.errors + (target.verifyBody ? result.mismatches : result.non2xx),
    perSecond: Array.from(perSecond, (count) => count ?? 0),
  }
}
