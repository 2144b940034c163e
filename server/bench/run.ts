import { cpus, loadavg } from 'node:os'
import { Api } from '@bourse/core'
import { createMetrics } from '../src/observability/metrics.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'
import { type Backend, benchBackends, fundBenchInvestors, startBenchDatabase } from './benchDatabase.js'
import { type CpuTime, cpuTimeOf } from './cpuTime.js'
import { type LoadSettings, type Measured, measure, type Target } from './load.js'
import { type Running, startBourse, startHelloWorld } from './processes.js'
import { roundTripsEnv, roundTripsSoFar } from './roundTrips.js'

/**
 * The server benchmark (`pnpm --filter @bourse/server bench`): the Bourse server and a bare fastify hello-world,
 * each in its own process on 127.0.0.1, loaded by autocannon from this process with the same connections and
 * duration; every Bourse figure is reported as a ratio to the hello-world measured in the same run.
 * `BENCH_CONNECTIONS` (default 50) and `BENCH_SECONDS` (default 10) change the load. The Bourse server is measured on
 * each backend of `BENCH_BACKENDS` (default `sqlite,postgres`: a fresh SQLite file, then a PostgreSQL started for the
 * run with `fsync` on); `BENCH_TARGETS` (default `quote,list,order,spread`) picks the targets. Then the metrics' cost
 * (issue 24, `measureMetricsCost`): two SQLite servers, metrics on and off, quote and order measured in alternation
 * (`BENCH_METRICS_ROUNDS`, default 3, of `BENCH_METRICS_SECONDS`, default 5; `BENCH_METRICS_ROUNDS=0` skips it).
 * About 5 minutes.
 */

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: 2,
}

/** Shares per order: one hand, so a funded demo account lasts for tens of thousands of orders. */
const orderShares = 100
/** The highest lever of the default `siteLever` (10/20/30): the smallest margin per order. */
const orderLever = 30
/** The single buyer's stock account: enough for about 900 000 orders, so a fast run never runs out of funds. */
const buyerFunds = 20_000_000
/** Open positions of the user whose position list is read. */
const heldPositions = 200

/** The targets to measure (`BENCH_TARGETS`, comma-separated). */
const targets = new Set((process.env.BENCH_TARGETS ?? 'quote,list,order,spread').split(',').map((name) => name.trim()))

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const print = (line = '') => process.stdout.write(`${line}\n`)

interface Envelope {
  readonly status: number
  readonly msg: string
  readonly data: unknown
}

/** One call of `/prod-api` with the method core's endpoint table gives the path, the payload as query or form. */
const call = async (base: string, path: Api.ApiPath, payload: Record<string, string>, token?: string) => {
  const method = Api.endpoints[path].method
  const query = new URLSearchParams(payload).toString()
  const response = await fetch(`${base}${Api.basePath}${path}${method === 'GET' ? `?${query}` : ''}`, {
    method,
    headers: { ...(method === 'POST' ? form : {}), ...(token ? { USERTOKEN: token } : {}) },
    ...(method === 'POST' ? { body: query } : {}),
  })
  return { httpStatus: response.status, envelope: (await response.json()) as Envelope }
}

const login = async (base: string, phone: string): Promise<string> => {
  const { envelope } = await call(base, '/user/login.do', { phone, userPwd: 'demo1234' })
  if (envelope.status !== 0 || typeof envelope.data !== 'string') throw new Error(`login ${phone}: ${envelope.msg}`)
  return envelope.data
}

interface StockRow {
  readonly id: number
  readonly code: string
  readonly nowPrice: string
  readonly hcrate: string
  readonly isStop: number
  readonly market: string
}

/**
 * A trading A-share priced 3.50–9.00 (100 shares at lever 30 then need a margin of 11.67–30.00, above the minimum
 * of 10.00), the one nearest an unchanged day so the walk does not reach its limit during the run.
 */
const pickStock = async (base: string): Promise<StockRow> => {
  const rows: StockRow[] = []
  for (let pageNum = 1; pageNum <= 5; pageNum++) {
    const { envelope } = await call(base, '/api/stock/getStock.do', { pageNum: String(pageNum), pageSize: '100' })
    rows.push(...((envelope.data as { list: StockRow[] }).list ?? []))
  }
  const candidates = rows
    .filter((row) => row.isStop === 0 && ['sh', 'sz'].includes(row.market))
    .filter((row) => Number(row.nowPrice) >= 3.5 && Number(row.nowPrice) <= 9)
    .sort((a, b) => Math.abs(Number(a.hcrate)) - Math.abs(Number(b.hcrate)))
  const chosen = candidates[0]
  if (!chosen) throw new Error('no A-share priced 3.50–9.00 in the generated market')
  return chosen
}

const succeeded = (body: string) => body.startsWith('{"status":0,')

/** Counts refusal messages of a route under load (bodies that are not status 0), for the failure report. */
const failureTally = () => {
  const messages = new Map<string, number>()
  const verifyBody = (body: string) => {
    if (succeeded(body)) return true
    const message = /"msg":"([^"]*)"/.exec(body)?.[1] ?? body.slice(0, 80)
    messages.set(message, (messages.get(message) ?? 0) + 1)
    return false
  }
  return { verifyBody, messages }
}

/** Whether a user route is served yet: an unregistered path answers HTTP 404. */
const routeExists = async (base: string, path: Api.ApiPath, token: string, payload: Record<string, string>) =>
  (await call(base, path, payload, token)).httpStatus !== 404

/**
 * Waits until the server answers `/health` within 20 ms: requests still queued when autocannon stopped (a slow
 * route under 50 connections) would otherwise be served during the next measurement.
 */
const drain = async (base: string) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const started = performance.now()
    await fetch(`${base}/prod-api/health`).then((response) => response.arrayBuffer())
    if (performance.now() - started < 20) return
  }
}

interface Row {
  readonly name: string
  readonly measured: Measured | undefined
  readonly target: string
  readonly meets?: (measured: Measured, ratio: number) => boolean
  readonly note?: string
}

/** Runs `use` on a started process; if it fails, the process's last output (and exit) is added to the error. */
const withProcess = async <A>(start: () => Promise<Running>, use: (running: Running) => Promise<A>): Promise<A> => {
  const running = await start()
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  running.child.stdout?.on('data', keep)
  running.child.stderr?.on('data', keep)
  try {
    return await use(running)
  } catch (error) {
    const exit = running.child.exitCode ?? running.child.signalCode
    throw new Error(
      `${String(error)}\n(server ${exit === null ? 'running' : `exited: ${exit}`}; its last output:)\n${output}`,
    )
  } finally {
    await running.stop()
  }
}

const helloWorld = (): Promise<Measured> =>
  withProcess(startHelloWorld, (hello) => measure({ url: `${hello.url}/`, method: 'GET' }, settings))

const bourseRows = async (backend: Backend): Promise<Row[]> => {
  let investors: string[] = []
  let buyer = ''
  const database = await startBenchDatabase(backend)
  const start = () =>
    startBourse(
      (dataDir) => {
        const db = database.open(dataDir)
        try {
          ;[buyer = '', ...investors] = fundBenchInvestors(db, [
            buyerFunds,
            ...Array.from({ length: settings.connections }, () => 1_000_000),
          ])
          if (backend === 'postgres') {
            const trip = roundTripMillis(db)
            print(
              `  PostgreSQL round trip (SELECT 1 through PostgresConnection): p50 ${fixed(trip.p50, 2)} ms, mean ${fixed(trip.mean, 2)} ms`,
            )
          }
        } finally {
          db.close()
        }
      },
      { ...database.env, ...roundTripsEnv },
    )
  try {
    return (await withProcess(start, (bourse) => measureBourse(bourse, backend, { buyer, investors }))).map((row) => ({
      ...row,
      name: `${backend === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${row.name}`,
    }))
  } finally {
    await database.stop()
  }
}

/** What one answer from PostgreSQL costs the thread that waits for it: 300 `SELECT 1`, one at a time. */
const roundTripMillis = (db: SqlConnection): { p50: number; mean: number } => {
  const select = db.prepare('SELECT 1 AS one')
  select.get()
  const times = Array.from({ length: 300 }, () => {
    const started = performance.now()
    select.get()
    return performance.now() - started
  }).sort((a, b) => a - b)
  return { p50: times[150] ?? 0, mean: times.reduce((sum, time) => sum + time, 0) / times.length }
}

/** Issue 14's order targets: durable market orders at 50 connections, per backend. */
const orderTargets = {
  sqlite: { ratio: 0.1, p99: 50 },
  postgres: { ratio: 0.05, p99: 100 },
} as const

const measureBourse = async (
  bourse: Running,
  backend: Backend,
  { buyer, investors }: { readonly buyer: string; readonly investors: readonly string[] },
): Promise<Row[]> => {
  {
    const base = bourse.url
    const url = (path: Api.ApiPath) => `${base}${Api.basePath}${path}`
    const measureTarget = async (target: Target): Promise<Measured> => {
      let start: CpuTime | undefined
      let end: CpuTime | undefined
      let tripsBefore: Promise<number | undefined> = Promise.resolve(undefined)
      let tripsAfter: Promise<number | undefined> = Promise.resolve(undefined)
      const measured = await measure(target, settings, {
        before: () => {
          start = cpuTimeOf(bourse.pid)
          tripsBefore = roundTripsSoFar(bourse)
        },
        after: () => {
          end = cpuTimeOf(bourse.pid)
          tripsAfter = roundTripsSoFar(bourse)
        },
      })
      const [tripsAtStart, tripsAtEnd] = await Promise.all([tripsBefore, tripsAfter])
      await drain(base)
      if (start === undefined || end === undefined || measured.total === 0) return measured
      const perRequest = (ms: number) => (ms * 1000) / measured.total
      return {
        ...measured,
        ...(tripsAtStart === undefined || tripsAtEnd === undefined
          ? {}
          : { roundTripsPerRequest: (tripsAtEnd - tripsAtStart) / measured.total }),
        cpuPerRequest: {
          mainThreadUs: perRequest(end.mainThreadMs - start.mainThreadMs),
          processUs: perRequest(end.processMs - start.processMs),
        },
      }
    }
    const stock = await pickStock(base)
    print(`  stock for quotes and orders: ${stock.code} (id ${stock.id}) at ${stock.nowPrice}`)
    const rows: Row[] = []

    if (targets.has('quote')) {
      rows.push({
        name: 'single quote /api/stock/getSingleStock.do',
        target: 'ratio ≥ 0.5',
        meets: (_, ratio) => ratio >= 0.5,
        measured: await measureTarget({
          url: url('/api/stock/getSingleStock.do'),
          method: 'POST',
          headers: form,
          body: `code=${stock.code}`,
          verifyBody: succeeded,
        }),
      })
    }

    const holder = await login(base, '9000000002')
    const order = `stockId=${stock.id}&buyNum=${orderShares}&buyType=0&lever=${orderLever}`
    const buyExists = await routeExists(base, '/user/buy.do', holder, { stockId: '1' })
    const listExists = await routeExists(base, '/user/position/list.do', holder, { state: '0' })

    if (buyExists && listExists && targets.has('list')) {
      for (let placed = 0; placed < heldPositions; placed++) {
        const answer = await fetch(url('/user/buy.do'), {
          method: 'POST',
          headers: { ...form, USERTOKEN: holder },
          body: order,
        })
        const { status, msg } = (await answer.json()) as Envelope
        if (status !== 0) throw new Error(`placing position ${placed + 1} of ${heldPositions}: ${msg}`)
      }
      const { envelope } = await call(base, '/user/position/list.do', { state: '0' }, holder)
      const total = (envelope.data as { total?: number } | null)?.total
      print(`  holder's open positions: ${total} (placed ${heldPositions})`)
      for (const pageSize of [15, 100]) {
        rows.push({
          name: `position list, ${heldPositions} open, page of ${pageSize}`,
          target: pageSize === 15 ? 'ratio ≥ 0.25' : '(no target)',
          ...(pageSize === 15 ? { meets: (_: Measured, ratio: number) => ratio >= 0.25 } : {}),
          measured: await measureTarget({
            url: url('/user/position/list.do'),
            method: 'POST',
            headers: { ...form, USERTOKEN: holder },
            body: pageSize === 15 ? 'state=0' : `state=0&pageSize=${pageSize}`,
            verifyBody: succeeded,
          }),
        })
      }
    } else if (targets.has('list')) {
      rows.push({
        name: 'position list /user/position/list.do',
        target: 'ratio ≥ 0.25',
        measured: undefined,
        note: `not measured: ${listExists ? '/user/buy.do (needed to open the positions)' : '/user/position/list.do'} is not served yet`,
      })
    }

    const orderTarget = orderTargets[backend]
    const orderTargetText = `ratio ≥ ${orderTarget.ratio}, p99 ≤ ${orderTarget.p99} ms`
    const meetsOrderTarget = (m: Measured, ratio: number) =>
      ratio >= orderTarget.ratio && m.p99 <= orderTarget.p99 && m.failed === 0
    if (buyExists && targets.has('order')) {
      const tally = failureTally()
      const measured = await measureTarget({
        url: url('/user/buy.do'),
        method: 'POST',
        headers: { ...form, USERTOKEN: buyer },
        body: order,
        verifyBody: tally.verifyBody,
      })
      const refusals = [...tally.messages].map(([message, count]) => `${count}× "${message}"`).join(', ')
      let note = `orders of ${orderShares} shares at lever ${orderLever}`
      if (listExists) {
        const { envelope } = await call(base, '/user/position/list.do', { state: '0', pageSize: '1' }, buyer)
        note += `; buyer's open positions at the end: ${(envelope.data as { total?: number } | null)?.total}`
      }
      rows.push({
        name: 'market order /user/buy.do (durable)',
        target: orderTargetText,
        meets: meetsOrderTarget,
        measured,
        note: `${note}${refusals ? `; refusals: ${refusals}` : ''}; completed per second: ${measured.perSecond.join(' ')}`,
      })
    }
    if (buyExists && targets.has('spread')) {
      const spread = failureTally()
      const spreadMeasured = await measureTarget({
        url: url('/user/buy.do'),
        method: 'POST',
        headers: form,
        connectionHeaders: investors.map((token) => ({ ...form, USERTOKEN: token })),
        body: order,
        verifyBody: spread.verifyBody,
      })
      const spreadRefusals = [...spread.messages].map(([message, count]) => `${count}× "${message}"`).join(', ')
      rows.push({
        name: `market order, ${investors.length} investors (1 per conn.)`,
        target: orderTargetText,
        meets: meetsOrderTarget,
        measured: spreadMeasured,
        note: `each investor funded with ₹1 000 000 before start${spreadRefusals ? `; refusals: ${spreadRefusals}` : ''}; completed per second: ${spreadMeasured.perSecond.join(' ')}`,
      })
    }
    if (!buyExists) {
      rows.push({
        name: 'market order /user/buy.do (durable)',
        target: orderTargetText,
        measured: undefined,
        note: 'not measured: /user/buy.do is not served yet',
      })
    }
    return rows
  }
}

/** Issue 24: what collecting metrics costs a quote and an order, measured against the same server without them. */
const metricsRounds = Number(process.env.BENCH_METRICS_ROUNDS ?? 3)
const metricsSettings: LoadSettings = { ...settings, seconds: Number(process.env.BENCH_METRICS_SECONDS ?? 5) }

interface MetricsCost {
  readonly name: string
  readonly on: Measured[]
  readonly off: Measured[]
}

/** A funded SQLite Bourse with metrics on (`BOURSE_METRICS_PORT=0`) or off; its buyer's session token. */
const startMetricsVariant = async (metricsPort: '0' | 'off') => {
  const database = await startBenchDatabase('sqlite')
  let buyer = ''
  const running = await startBourse(
    (dataDir) => {
      const db = database.open(dataDir)
      try {
        ;[buyer = ''] = fundBenchInvestors(db, [buyerFunds])
      } finally {
        db.close()
      }
    },
    { BOURSE_METRICS_PORT: metricsPort },
  )
  return { running, buyer }
}

/**
 * Both servers run at once (the idle one only ticks), and each round measures the quote and the order on one, then
 * on the other, alternating which goes first: the load of a shared machine drifts, and drift then falls on both.
 */
const measureMetricsCost = async (): Promise<MetricsCost[]> => {
  const on = await startMetricsVariant('0')
  const off = await startMetricsVariant('off')
  try {
    const stock = await pickStock(on.running.url)
    const order = `stockId=${stock.id}&buyNum=${orderShares}&buyType=0&lever=${orderLever}`
    const quoteOf = (base: string): Target => ({
      url: `${base}${Api.basePath}/api/stock/getSingleStock.do`,
      method: 'POST',
      headers: form,
      body: `code=${stock.code}`,
      verifyBody: succeeded,
    })
    const orderOf = (base: string, token: string): Target => ({
      url: `${base}${Api.basePath}/user/buy.do`,
      method: 'POST',
      headers: { ...form, USERTOKEN: token },
      body: order,
      verifyBody: succeeded,
    })
    const costs: MetricsCost[] = [
      { name: 'single quote', on: [], off: [] },
      { name: 'market order (durable)', on: [], off: [] },
    ]
    const measureOn = async (cost: MetricsCost, side: 'on' | 'off', target: Target, running: Running) => {
      let start: CpuTime | undefined
      let end: CpuTime | undefined
      const measured = await measure(target, metricsSettings, {
        before: () => {
          start = cpuTimeOf(running.pid)
        },
        after: () => {
          end = cpuTimeOf(running.pid)
        },
      })
      const mainThreadUs =
        start && end && measured.total > 0 ? ((end.mainThreadMs - start.mainThreadMs) * 1000) / measured.total : 0
      cost[side].push({ ...measured, cpuPerRequest: { mainThreadUs, processUs: 0 } })
      await drain(running.url)
    }
    for (let round = 0; round < metricsRounds; round++) {
      const sides = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)
      for (const side of sides) {
        const server = side === 'on' ? on : off
        const [quoteCost, orderCost] = costs as [MetricsCost, MetricsCost]
        if (targets.has('quote')) await measureOn(quoteCost, side, quoteOf(server.running.url), server.running)
        if (targets.has('order'))
          await measureOn(orderCost, side, orderOf(server.running.url, server.buyer), server.running)
      }
      print(`  metrics cost: round ${round + 1} of ${metricsRounds} done`)
    }
    return costs.filter((cost) => cost.on.length > 0)
  } finally {
    await on.running.stop()
    await off.running.stop()
  }
}

/**
 * The work metrics add to one answered order, timed alone in this process: what differs between the two servers
 * (the request hooks and the log line run in both), in CPU time after a warm-up: a figure that hardly moves with the
 * machine's load, unlike req/s on a shared machine.
 */
const metricsWorkMicros = (): number => {
  const metrics = createMetrics({
    queueDepths: () => ({}),
    documentRuns: () => [],
    leading: () => false,
    lastTickAgeSeconds: () => undefined,
    cacheLookups: () => ({}),
  })
  const route = '/prod-api/user/buy.do'
  const labels = { method: 'POST', route, status: '200' }
  const answer = (i: number) => {
    metrics.requestDuration.observe(labels, 0.004 + (i % 7) / 1000)
    metrics.orders.inc({ route, outcome: 'accepted' })
  }
  for (let i = 0; i < 50_000; i++) answer(i)
  const times = 300_000
  const started = process.cpuUsage()
  for (let i = 0; i < times; i++) answer(i)
  const used = process.cpuUsage(started)
  return (used.user + used.system) / times
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** One line per target: the median req/s on and off, each as a ratio to the hello-world, and how far apart. */
const metricsCostLines = (costs: readonly MetricsCost[], baseline: number): string[] => [
  ...(costs.length > 0
    ? [`metrics work per answered order, timed alone: ${fixed(metricsWorkMicros(), 2)} µs of CPU (observe + count)`]
    : []),
  ...costs.map((cost) => {
    const on = median(cost.on.map((m) => m.requestsPerSecond))
    const off = median(cost.off.map((m) => m.requestsPerSecond))
    const apart = ((off - on) / off) * 100
    const show = (m: Measured | undefined) =>
      m
        ? `${fixed(m.requestsPerSecond, 0)} (${fixed(m.cpuPerRequest?.mainThreadUs ?? 0, 0)} µs, ${m.failed} failed)`
        : '–'
    const rounds = cost.on.map((m, i) => `${show(m)} / ${show(cost.off[i])}`)
    const cpu = (side: readonly Measured[]) => fixed(median(side.map((m) => m.cpuPerRequest?.mainThreadUs ?? 0)), 0)
    return (
      `metrics cost, SQLite ${cost.name}: ratio ${fixed(on / baseline, 3)} with metrics, ${fixed(off / baseline, 3)} without ` +
      `(median req/s ${fixed(on, 0)} / ${fixed(off, 0)}, main thread ${cpu(cost.on)} / ${cpu(cost.off)} µs a request; ` +
      `rounds, on / off: ${rounds.join('; ')}): ${fixed(apart, 1)} % apart, ` +
      `target ≤ 5 %: ${apart <= 5 ? 'met' : 'MISS'}`
    )
  }),
]

const pad = (text: string, width: number) => text.padEnd(width)
const padLeft = (text: string, width: number) => text.padStart(width)
const fixed = (value: number, digits: number) => value.toFixed(digits)

const main = async () => {
  const started = Date.now()
  const cpu = cpus()
  print(
    `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  )
  print(
    `${settings.connections} connections, ${settings.seconds} s measured after ${settings.warmupSeconds} s warm-up, per target`,
  )
  print('hello-world (before) …')
  const before = await helloWorld()
  const rows: Row[] = []
  for (const backend of benchBackends()) {
    print(`Bourse on ${backend} …`)
    rows.push(...(await bourseRows(backend)))
  }
  let costs: MetricsCost[] = []
  if (metricsRounds > 0 && (targets.has('quote') || targets.has('order'))) {
    print('Bourse on sqlite, metrics on and off …')
    costs = await measureMetricsCost()
  }
  print('hello-world (after) …')
  const after = await helloWorld()
  const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2

  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'ratio', 'main µs', 'all µs', 'db/req', 'target', '']
  const widths = [56, 9, 7, 7, 7, 6, 8, 8, 7, 28, 4]
  const line = (cells: readonly string[]) =>
    print(
      cells.map((cell, i) => (i === 0 || i >= 9 ? pad(cell, widths[i] ?? 0) : padLeft(cell, widths[i] ?? 0))).join(' '),
    )
  print()
  line(header)
  const helloLine = (name: string, m: Measured) =>
    line([
      name,
      fixed(m.requestsPerSecond, 0),
      fixed(m.p50, 0),
      fixed(m.p99, 0),
      String(m.failed),
      '',
      '',
      '',
      '',
      'baseline',
      '',
    ])
  helloLine('fastify hello-world, before', before)
  helloLine('fastify hello-world, after', after)
  const notes: string[] = []
  for (const row of rows) {
    if (row.note) notes.push(`${row.name}: ${row.note}`)
    const m = row.measured
    if (!m) {
      line([row.name, '–', '–', '–', '–', '–', '–', '–', '–', row.target, 'n/a'])
      continue
    }
    const ratio = m.requestsPerSecond / baseline
    const verdict = row.meets ? (row.meets(m, ratio) ? 'met' : 'MISS') : ''
    line([
      row.name,
      fixed(m.requestsPerSecond, 0),
      fixed(m.p50, 0),
      fixed(m.p99, 0),
      String(m.failed),
      fixed(ratio, 2),
      m.cpuPerRequest ? fixed(m.cpuPerRequest.mainThreadUs, 0) : '–',
      m.cpuPerRequest ? fixed(m.cpuPerRequest.processUs, 0) : '–',
      m.roundTripsPerRequest === undefined ? '–' : fixed(m.roundTripsPerRequest, 2),
      row.target,
      verdict,
    ])
  }
  print()
  print(`baseline = mean of the two hello-world runs: ${fixed(baseline, 0)} req/s`)
  print("main µs / all µs: the Bourse server's CPU time per completed request, main thread / whole process (Linux)")
  print(
    'db/req: database round trips per completed request (PostgreSQL: requests the main thread waited for; SQLite: statements run), the market tick included',
  )
  for (const note of notes) print(note)
  for (const line of metricsCostLines(costs, baseline)) print(line)
  print(
    `total ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  )
}

main().catch((error: unknown) => {
  process.stderr.write(
    `server bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
