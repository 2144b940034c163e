/**
 * The live socket's bench (issue 36), `pnpm bench`'s `live` target. Run a part alone with a size:
 *
 *   node --conditions=source --import tsx bench/live.ts sockets 1000,10000,18000
 *   node --conditions=source --import tsx bench/live.ts storm 10000
 *   node --conditions=source --import tsx bench/live.ts account 200
 *
 * (no part: all three at their default sizes; `BENCH_SECONDS`, default 10, sets each measured window.)
 * - `sockets`: one SQLite server process, the market ticking; sockets added in steps up to each size, from many
 *   loopback addresses (127.0.x.y, at most 900 each), spread over client processes of at most 5 000 sockets, each
 *   following 10 codes. At each size: the quote delay at sampled clients against each item's `time` (p99 ≤ 1 s),
 *   `/prod-api/health` p99 (≤ 200 ms), market orders over REST against the rate with no sockets (≥ 0.8×), the
 *   server's resident memory per socket (≤ 50 KB), its mean flush and the messages it sent per second.
 * - `storm`: `size` clients connected, the server restarted (SIGTERM, then the same port and database): how long until
 *   every client is back with a full snapshot and no gap, and `/prod-api/health` p99 meanwhile (≤ 1 s).
 * - `account`: investors with sockets place market orders over REST; the delay from each REST answer to the order's
 *   item on the investor's socket (p99 ≤ 1 s), on SQLite, PostgreSQL, and across two processes on PostgreSQL
 *   (sockets on one, orders through the other). `BENCH_BACKENDS` (default `sqlite,postgres`) picks the backends.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { openPostgres } from '../src/store/postgres/openPostgres.js'
import { startLocalPostgres } from '../src/store/postgres/testing/localPostgres.js'
import { type RunningProcess, serverDir, startProcess } from '../src/testing/serverProcess.js'
import { buildServer } from '../src/testing/serversOnPostgres.js'
import { benchBackends, fundBenchInvestors, startBenchDatabase } from './benchDatabase.js'
import { cpuTimeOf } from './cpuTime.js'
import type { ClientCommand, ClientReport } from './liveClients.js'
import { startBourse } from './processes.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const codesPerSocket = 10
const socketsPerProcess = 5_000
const socketsPerAddress = 900
/** One sampled client in this many parses and times every quote. */
const sampleEvery = 50

const print = (line = '') => process.stdout.write(`${line}\n`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

/** A free port on 127.0.0.1 (the storm restarts the server on the same one). */
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** The server's resident memory, in KiB (Linux). */
const rssKiB = (pid: number | undefined): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN)

/** The sum and count of the server's flush histogram, and the messages it sent, from `/metrics`. */
const liveMetrics = async (metricsUrl: string) => {
  const text = await (await fetch(metricsUrl)).text()
  const number = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0)
  const sent = [...text.matchAll(/^bourse_live_messages_sent_total\{[^}]*\} (\S+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  )
  return {
    flushSum: number(/^bourse_live_flush_duration_seconds_sum (\S+)$/m),
    flushCount: number(/^bourse_live_flush_duration_seconds_count (\S+)$/m),
    sent,
  }
}

/** The load-generating processes and what they answer. */
const clientPool = () => {
  const children: ChildProcess[] = []
  const ask = <T extends ClientReport['type']>(child: ChildProcess, command: ClientCommand, answer: T) =>
    new Promise<Extract<ClientReport, { type: T }>>((resolve) => {
      const hear = (report: ClientReport) => {
        if (report.type !== answer) return
        child.off('message', hear)
        resolve(report as Extract<ClientReport, { type: T }>)
      }
      child.on('message', hear)
      child.send(command)
    })
  let opened = 0
  return {
    children,
    /** Opens `count` more sockets, filling the current process up to `socketsPerProcess` before starting another. */
    open: async (url: string, count: number, codes: readonly string[], extra: Partial<ClientCommand> = {}) => {
      const requests: Promise<Extract<ClientReport, { type: 'opened' }>>[] = []
      let left = count
      while (left > 0) {
        const index = Math.floor(opened / socketsPerProcess)
        if (children[index] === undefined) {
          children[index] = fork(join(serverDir, 'bench/liveClients.ts'), [], {
            execArgv: ['--conditions=source', '--import', 'tsx'],
            cwd: serverDir,
          })
        }
        const take = Math.min(left, socketsPerProcess - (opened % socketsPerProcess))
        requests.push(
          ask(
            children[index] as ChildProcess,
            {
              type: 'open',
              url,
              count: take,
              firstIndex: opened,
              socketsPerAddress,
              codes,
              perSocket: codesPerSocket,
              sampleEvery,
              ...extra,
            } as ClientCommand,
            'opened',
          ),
        )
        opened += take
        left -= take
      }
      const results = await Promise.all(requests)
      return { ok: results.reduce((sum, r) => sum + r.ok, 0), failed: results.reduce((sum, r) => sum + r.failed, 0) }
    },
    delays: async () => {
      const reports = await Promise.all(children.map((child) => ask(child, { type: 'delays' }, 'delays')))
      return { samples: reports.flatMap((r) => r.samples), messages: reports.reduce((sum, r) => sum + r.messages, 0) }
    },
    status: async () => {
      const reports = await Promise.all(children.map((child) => ask(child, { type: 'status' }, 'status')))
      const sum = (key: 'open' | 'consistent' | 'reconnects' | 'gaps') =>
        reports.reduce((total, r) => total + r[key], 0)
      return { open: sum('open'), consistent: sum('consistent'), reconnects: sum('reconnects'), gaps: sum('gaps') }
    },
    arrivals: async () =>
      new Map(
        (await Promise.all(children.map((child) => ask(child, { type: 'account' }, 'account')))).flatMap(
          (r) => r.arrivals,
        ),
      ),
    retarget: (url: string) => {
      for (const child of children) child.send({ type: 'url', url } satisfies ClientCommand)
    },
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve())
              child.send({ type: 'close' } satisfies ClientCommand)
            }),
        ),
      )
    },
  }
}

/** Latency of `/prod-api/health` under `connections` for `forSeconds`: p99 and max, in ms. */
const healthLatency = async (url: string, forSeconds: number, connections = 4) => {
  const result = await autocannon({ url: `${url}/prod-api/health`, connections, duration: forSeconds, timeout: 10 })
  return { p99: result.latency.p99, max: result.latency.max, errors: result.errors + result.non2xx }
}

/** Market orders per second over REST: one funded buyer, 100 shares at lever 30 of an A-share priced 3.50–9.00. */
const orderRate = async (url: string, token: string, stockId: number) => {
  const result = await autocannon({
    url: `${url}/prod-api/user/buy.do`,
    method: 'POST',
    connections: 10,
    duration: seconds,
    headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: token },
    body: `stockId=${stockId}&buyNum=100&buyType=0&lever=30`,
    verifyBody: (body) => body.startsWith('{"status":0,'),
  })
  return { perSecond: result.requests.average, failed: result.errors + result.mismatches, p99: result.latency.p99 }
}

interface StockRow {
  readonly id: number
  readonly code: string
  readonly nowPrice: string
  readonly isStop: number
  readonly market: string
}

/** Every stock of the market lists, and the codes of every instrument a client may follow. */
const market = async (url: string) => {
  const rows: StockRow[] = []
  for (let pageNum = 1; pageNum <= 5; pageNum++) {
    const reply = (await (
      await fetch(`${url}/prod-api/api/stock/getStock.do?pageNum=${pageNum}&pageSize=100`)
    ).json()) as {
      data: { list: StockRow[] }
    }
    rows.push(...reply.data.list)
  }
  const orderStock = rows.find(
    (row) =>
      row.isStop === 0 && ['sh', 'sz'].includes(row.market) && Number(row.nowPrice) >= 3.5 && Number(row.nowPrice) <= 9,
  )
  if (orderStock === undefined) throw new Error('no A-share priced 3.50–9.00')
  return { orderStock, codes: rows.filter((row) => row.isStop === 0).map((row) => row.code) }
}

/** Part `sockets`: the cost of 1 000 … 18 000 sockets on one process. */
const sockets = async (sizes: readonly number[]) => {
  const metricsPort = await freePort()
  let buyer = ''
  const database = await startBenchDatabase('sqlite')
  const server = await startBourse(
    (dataDir) => {
      const db = database.open(dataDir)
      ;[buyer = ''] = fundBenchInvestors(db, [50_000_000])
      db.close()
    },
    { BOURSE_METRICS_PORT: String(metricsPort), BOURSE_LOG_LEVEL: 'warn' },
  )
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
  const pool = clientPool()
  try {
    const { orderStock, codes } = await market(server.url)
    await sleep(2000)
    const baseRss = rssKiB(server.pid)
    const baseHealth = await healthLatency(server.url, seconds)
    const baseOrders = await orderRate(server.url, buyer, orderStock.id)
    print(`live sockets on one server process (SQLite), ${codesPerSocket} codes each, ${seconds} s windows`)
    print(
      `no sockets: health p99 ${baseHealth.p99} ms, ${baseOrders.perSecond.toFixed(0)} orders/s (p99 ${baseOrders.p99} ms), RSS ${(baseRss / 1024).toFixed(0)} MiB; load ${load()}`,
    )
    print(
      'sockets | quote delay p50 / p99 ms | server main thread CPU % (µs a message) | health p99 ms | orders/s (× none) | RSS KiB/socket | flush mean ms | msgs/s | load',
    )
    let open = 0
    for (const size of sizes) {
      const opened = await pool.open(server.url, size - open, codes)
      open = size
      await sleep(3000)
      await pool.delays()
      const before = await liveMetrics(metricsUrl)
      const cpuBefore = cpuTimeOf(server.pid)
      await sleep(seconds * 1000)
      const cpuAfter = cpuTimeOf(server.pid)
      const { samples, messages } = await pool.delays()
      const after = await liveMetrics(metricsUrl)
      const health = await healthLatency(server.url, seconds)
      const rss = rssKiB(server.pid)
      const cpuMs = (cpuAfter?.mainThreadMs ?? 0) - (cpuBefore?.mainThreadMs ?? 0)
      const sent = after.sent - before.sent
      const orders = await orderRate(server.url, buyer, orderStock.id)
      const status = await pool.status()
      const flushMs = ((after.flushSum - before.flushSum) / Math.max(1, after.flushCount - before.flushCount)) * 1000
      print(
        [
          `${size} (${opened.failed} failed, ${status.open} open)`,
          `${percentile(samples, 50)} / ${percentile(samples, 99)} (${samples.length} items)`,
          `${(cpuMs / (seconds * 10)).toFixed(0)} % (${((cpuMs * 1000) / Math.max(1, sent)).toFixed(1)})`,
          `${health.p99}`,
          `${orders.perSecond.toFixed(0)} (${(orders.perSecond / baseOrders.perSecond).toFixed(2)}×)`,
          `${((rss - baseRss) / size).toFixed(1)}`,
          `${flushMs.toFixed(1)}`,
          `${(sent / seconds).toFixed(0)} (clients heard ${(messages / seconds).toFixed(0)})`,
          load(),
        ].join(' | '),
      )
    }
  } finally {
    await pool.close()
    await server.stop()
    await database.stop()
  }
}

/** Part `storm`: the server restarts under `size` clients. */
const storm = async (size: number) => {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-bench-storm-'))
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    BOURSE_DATA_DIR: dataDir,
    BOURSE_DEMO: 'on',
    BOURSE_HISTORY: 'off',
    BOURSE_LOG_LEVEL: 'warn',
  }
  // The built server, as production restarts it (a start from the sources compiles them first).
  buildServer()
  const start = () => startProcess(['dist/main.js'], env)
  let server: RunningProcess = await start()
  const pool = clientPool()
  try {
    const { codes } = await market(server.url)
    const opened = await pool.open(server.url, size, codes)
    await sleep(3000)
    const before = await pool.status()
    print(
      `reconnect storm: ${size} clients (${opened.failed} failed to open), ${before.consistent} consistent; load ${load()}`,
    )
    await server.stop()
    const restarted = performance.now()
    server = await start()
    const startedIn = performance.now() - restarted
    const health = healthLatency(server.url, 30, 2)
    let status = await pool.status()
    while (status.consistent < size && performance.now() - restarted < 60_000) {
      await sleep(500)
      status = await pool.status()
    }
    const backIn = performance.now() - restarted
    const during = await health
    print(
      `server listening again ${(startedIn / 1000).toFixed(1)} s after it stopped; ${status.consistent} of ${size} clients back and consistent ${((backIn - startedIn) / 1000).toFixed(1)} s after that (${(backIn / 1000).toFixed(1)} s after the stop; ${status.reconnects} reconnects, ${status.gaps} seq gaps); health p99 ${during.p99} ms (max ${during.max}, ${during.errors} errors) over the 30 s after the restart; load ${load()}`,
    )
  } finally {
    await pool.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Market orders of `tokens` through `orderUrl`, eight at a time; answers each REST answer's position and time. */
const placeOrders = async (orderUrl: string, tokens: readonly string[], stockId: number, count: number) => {
  const answered: [string, number][] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const token = tokens[next++ % tokens.length] as string
      const response = await fetch(`${orderUrl}/prod-api/user/buy.do`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: token },
        body: `stockId=${stockId}&buyNum=100&buyType=0&lever=30`,
      })
      const at = Date.now()
      const body = (await response.json()) as { status: number; data: { positionSn?: string } | null }
      if (body.status === 0 && body.data?.positionSn) answered.push([body.data.positionSn, at])
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return answered
}

/** One row of part `account`: sockets on `socketUrl`, orders through `orderUrl`. */
const accountLatency = async (
  name: string,
  socketUrl: string,
  orderUrl: string,
  tokens: readonly string[],
  count: number,
) => {
  const pool = clientPool()
  try {
    const { orderStock, codes } = await market(orderUrl)
    await pool.open(socketUrl, tokens.length, codes, {
      sampleEvery: 1,
      headers: tokens.map((token) => ({ USERTOKEN: token })),
    } as Partial<ClientCommand>)
    await sleep(1000)
    const answered = await placeOrders(orderUrl, tokens, orderStock.id, count)
    await sleep(2000)
    const arrivals = await pool.arrivals()
    const delays = answered.map(([sn, at]) => (arrivals.get(sn) ?? Number.POSITIVE_INFINITY) - at)
    const missing = delays.filter((delay) => !Number.isFinite(delay)).length
    if (process.env.BENCH_LIVE_DEBUG) print(JSON.stringify(delays))
    print(
      `${name.padEnd(36)} ${answered.length} orders: after the REST answer p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${Math.max(...delays)} ms, ${missing} never heard; load ${load()}`,
    )
  } finally {
    await pool.close()
  }
}

/** Part `account`: the account channel's delay on each backend, and across two processes on PostgreSQL. */
const account = async (count: number) => {
  const investors = 20
  print(`account changes: ${investors} investors with a socket each, ${count} market orders over REST, 8 at a time`)
  for (const backend of benchBackends()) {
    let tokens: string[] = []
    const database = await startBenchDatabase(backend)
    const server = await startBourse(
      (dataDir) => {
        const db = database.open(dataDir)
        tokens = fundBenchInvestors(
          db,
          Array.from({ length: investors }, () => 10_000_000),
        )
        db.close()
      },
      { ...database.env, BOURSE_LOG_LEVEL: 'warn' },
    )
    try {
      await accountLatency(
        backend === 'sqlite' ? 'SQLite, one process' : 'PostgreSQL, one process',
        server.url,
        server.url,
        tokens,
        count,
      )
    } finally {
      await server.stop()
      await database.stop()
    }
  }
  if (!benchBackends().includes('postgres')) return
  buildServer()
  const postgres = await startLocalPostgres({ durable: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-bench-live-two-'))
  const servers: RunningProcess[] = []
  try {
    const db = openPostgres(postgres.url)
    const tokens = fundBenchInvestors(
      db,
      Array.from({ length: investors }, () => 10_000_000),
      9_300_000_000,
    )
    db.close()
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      BOURSE_DATA_DIR: dataDir,
      BOURSE_DATABASE_URL: postgres.url,
      BOURSE_DEMO: 'off',
      BOURSE_HISTORY: 'off',
      BOURSE_LOG_LEVEL: 'warn',
      BOURSE_PAYMENT_SECRET: 'bench-live-two-processes-secret-0123456789',
    }
    servers.push(await startProcess(['dist/main.js'], env))
    servers.push(await startProcess(['dist/main.js'], env))
    const [first, second] = servers as [RunningProcess, RunningProcess]
    await accountLatency('PostgreSQL, socket on the other process', second.url, first.url, tokens, count)
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    rmSync(dataDir, { recursive: true, force: true })
    await postgres.stop()
  }
}

const [part, size] = process.argv.slice(2)
const sizesOf = (text: string | undefined, fallback: string) => (text ?? fallback).split(',').map(Number)
const parts = part === undefined ? ['sockets', 'storm', 'account'] : [part]
for (const name of parts) {
  if (name === 'sockets') await sockets(sizesOf(size, '1000,10000,18000'))
  else if (name === 'storm') await storm(sizesOf(size, '10000')[0] as number)
  else if (name === 'account') await account(sizesOf(size, '400')[0] as number)
  else throw new Error(`bench/live.ts: unknown part "${name}" (sockets, storm, account)`)
}
