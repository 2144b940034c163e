import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Price } from '@bourse/core'
import { loadAccount } from '../src/accounts/accountRepository.js'
import type { Instrument } from '../src/market/Instrument.js'
import type { Bourse } from '../src/openBourse.js'
import { stockAccountRisk } from '../src/risk/stockAccountRisk.js'
import { seedContractHolders } from '../src/risk/testing/seedContractHolders.js'
import { seedHolders } from '../src/risk/testing/seedHolders.js'
import { readSettings } from '../src/settings/settingsRepository.js'
import { openBenchBourse, tradableStocks } from './benchBourse.js'
import { type Backend, benchBackends, startBenchDatabase } from './benchDatabase.js'
import { type LoadSettings, measure } from './load.js'
import { startBourse } from './processes.js'
import { quietTurn } from './quietTurn.js'

/**
 * The scale bench (issue 19, DECISIONS §24): for each number of holders in `SCALE_HOLDERS` (default
 * `1000,10000,100000`), each with `SCALE_POSITIONS` open stock positions (default 10), seeded through the engine:
 * the main-thread time of a tick plus its risk pass (median and p99 over 60 ticks, in process), the start-up (open
 * the store and build the risk books) and its memory, then — the server in its own process on that data — a single
 * quote's p99 and the market-order rate, as ratios to the same figures of a server without holders measured first.
 * Beside the stock holders, as the issue's target has them: a tenth as many index and futures accounts with
 * `SCALE_CONTRACT_POSITIONS` positions each (default 2), and one waiting limit order for every second holder.
 * `SCALE_HTTP=off` leaves the HTTP figures out; `SCALE_ROUNDS` (default 3) pairs of HTTP rounds are measured at each
 * step, alternately on a database without holders and on the seeded one, and the median ratio is reported.
 * `BENCH_QUIET_LOCK=<file>` makes each HTTP round wait for that lock (`flock`) on a shared machine. `BENCH_BACKENDS`
 * as in `run.ts` (default `sqlite`; PostgreSQL seeds 100 000 holders in about half an hour). `BENCH_SECONDS` sets
 * the HTTP load's length (default 5).
 */

const print = (line = '') => process.stdout.write(`${line}\n`)
const steps = (process.env.SCALE_HOLDERS ?? '1000,10000,100000').split(',').map((n) => Number(n.trim()))
const positionsEach = Number(process.env.SCALE_POSITIONS ?? 10)
const contractPositionsEach = Number(process.env.SCALE_CONTRACT_POSITIONS ?? 2)
const rounds = Number(process.env.SCALE_ROUNDS ?? 3)
const backends = benchBackends(process.env.BENCH_BACKENDS ?? 'sqlite')
const load: LoadSettings = { connections: 20, seconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 1 }
const ticks = 60
const warmupTicks = 10
/** `SCALE_HTTP=off` measures only in process (the tick, the start-up, memory). */
const withHttp = process.env.SCALE_HTTP !== 'off'

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0
const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

/** Index and futures instruments with contract terms and a quote. */
const contractInstruments = (bourse: Bourse): Instrument[] =>
  bourse.market
    .instruments()
    .filter((i) => (i.kind === 'index' || i.kind === 'futures') && bourse.market.quote(i.code) !== undefined)

/**
 * Seeds holders `from` to `to` in batches of 1 000, printing progress: stock holders (every second one with a waiting
 * limit order) and a tenth as many contract holders. Answers the seconds it took.
 */
const seed = async (bourse: Bourse, from: number, to: number): Promise<number> => {
  const started = performance.now()
  const stocks = tradableStocks(bourse, '1.02')
  const contracts = contractInstruments(bourse)
  const now = bourse.clock.now()
  const { db, market } = bourse
  for (let done = from; done < to; done += 1000) {
    const count = Math.min(1000, to - done)
    const waiting = Math.floor(count / 2)
    const holders = { positionsEach, deposit: '2000000', stocks }
    seedHolders(db, market, { ...holders, count: waiting, firstPhone: 6_000_000_000 + done, pendingEach: 1 }, now)
    seedHolders(db, market, { ...holders, count: count - waiting, firstPhone: 6_000_000_000 + done + waiting }, now)
    const contractHolders = { count: Math.floor(count / 10), positionsEach: contractPositionsEach, contracts }
    seedContractHolders(db, market, { ...contractHolders, firstPhone: 6_500_000_000 + done / 10 }, now)
    if ((done + count) % 10_000 === 0) process.stderr.write(`  seeded ${done + count} holders\n`)
  }
  return (performance.now() - started) / 1000
}

/** CPU time of this process so far, in ms (every thread). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

interface StepCosts {
  /** Wall time of the main thread in the step (it is busy throughout: the step is synchronous). */
  readonly wall: number[]
  /**
   * The process's CPU time in the step: every thread's, so it also counts the collector's helper threads (Node 20
   * has no per-thread CPU clock, and Linux's per-thread counters move in scheduler ticks); without waits for a core.
   */
  readonly cpu: number[]
  /** The collector's pauses of the main thread within the step (`PerformanceObserver` 'gc' entries). */
  readonly gc: number[]
}

/** The 'gc' pauses recorded while `work` ran, as [start, end] in `performance.now()` time (delivered a turn later). */
const withGcPauses = async <T>(work: () => T): Promise<{ result: T; pauses: [number, number][] }> => {
  const pauses: [number, number][] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push([entry.startTime, entry.startTime + entry.duration])
  })
  observer.observe({ entryTypes: ['gc'] })
  const result = work()
  await new Promise((resolve) => setTimeout(resolve, 100))
  observer.disconnect()
  return { result, pauses }
}

/** How much of [from, to] the pauses cover. */
const pausedWithin = (pauses: readonly [number, number][], from: number, to: number) =>
  pauses.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0)

/**
 * The main-thread time of `ticks` ticks: the market's step (quotes and bars stored) and the risk pass on it, as wall
 * time (on a quiet machine, what a request waits) and as the process's CPU time (on a busy one, the steadier).
 */
const tickCosts = async (bourse: Bourse): Promise<{ market: StepCosts; risk: StepCosts }> => {
  const market: StepCosts = { wall: [], cpu: [], gc: [] }
  const risk: StepCosts = { wall: [], cpu: [], gc: [] }
  const spans: { costs: StepCosts; from: number; to: number }[] = []
  const timed = (costs: StepCosts, step: () => unknown) => {
    const [wall, cpu] = [performance.now(), cpuMs()]
    step()
    const to = performance.now()
    costs.wall.push(to - wall)
    costs.cpu.push(cpuMs() - cpu)
    spans.push({ costs, from: wall, to })
  }
  // The first ticks of a process compile the step's code: a running server's ticks are measured, not its first.
  for (let tick = 0; tick < warmupTicks; tick++) {
    const now = bourse.clock.now()
    bourse.market.tickOnce(now)
    bourse.risk.runOnce(now)
  }
  const { pauses } = await withGcPauses(() => {
    for (let tick = 0; tick < ticks; tick++) {
      const now = bourse.clock.now()
      timed(market, () => bourse.market.tickOnce(now))
      timed(risk, () => bourse.risk.runOnce(now))
    }
  })
  for (const { costs, from, to } of spans) costs.gc.push(pausedWithin(pauses, from, to))
  return { market, risk }
}

const p50p99 = (values: readonly number[]) =>
  `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)}`
/** "wall p50 / p99 (cpu p50 / p99; wall less the collector's pauses p50 / p99)", in ms. */
const stepFigures = (costs: StepCosts) =>
  `${p50p99(costs.wall)} (${p50p99(costs.cpu)}; ${p50p99(costs.wall.map((wall, i) => wall - (costs.gc[i] ?? 0)))})`

/**
 * A liquidation-crossing tick: 200 thin holders of one stock join, its price is halved, and one pass must close
 * exactly the accounts the exact decimal rule (the server's `stockAccountRisk`, account by account) finds at their
 * line among every holder of that stock. The price is put back afterwards.
 */
const crossing = (
  bourse: Bourse,
  phones: number,
): { readonly exact: number; readonly closed: number; readonly same: boolean } => {
  const { db, market } = bourse
  const now = bourse.clock.now()
  const stock = tradableStocks(bourse, '1.02')[0] as Instrument
  const price = market.quote(stock.code)?.price as Price.Price
  seedHolders(
    db,
    market,
    { count: 200, positionsEach: 2, deposit: price.times(30).toFixed(2), firstPhone: phones, stocks: [stock] },
    now,
  )
  bourse.risk.runOnce(now)
  market.setPrice(stock.code, Price.of(price.dividedBy(2).toFixed(2)), now)
  const settings = readSettings(db)
  const exact = bourse.risk.books.stock
    .holders((code) => code === stock.code)
    .map(Number)
    .filter((userId) => stockAccountRisk(loadAccount(db, userId), market, settings)?.assessment.liquidate)
  const closed = bourse.risk
    .runOnce(now)
    .filter((action) => action.type === 'liquidateStockAccount')
    .map((action) => action.userId)
  market.setPrice(stock.code, price, now)
  const same = exact.length === closed.length && exact.every((userId) => closed.includes(userId))
  return { exact: exact.length, closed: closed.length, same }
}

interface HttpFigures {
  readonly quoteP99: number
  readonly ordersPerSecond: number
}

/**
 * Waits until the server leads (`/prod-api/health`; on PostgreSQL the leader lock is taken a moment after the start)
 * and is ready — its risk books built (`/prod-api/ready` says so) — and then answers `/health` within 20 ms five
 * times in a row (at most three minutes): the figures are those of a running leader, not of its start.
 */
const settled = async (base: string) => {
  const leading = async () =>
    ((await (await fetch(`${base}/prod-api/health`)).json()) as { data: { leading: boolean } }).data.leading
  for (let attempt = 0; attempt < 1800; attempt++) {
    if ((await leading()) && (await fetch(`${base}/prod-api/ready`)).status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  let quick = 0
  for (let attempt = 0; attempt < 2400 && quick < 5; attempt++) {
    const started = performance.now()
    await fetch(`${base}/prod-api/health`).then((response) => response.arrayBuffer())
    quick = performance.now() - started < 20 ? quick + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The server in its own process on `dataDir`: a quote's p99 and the market-order rate of the demo investor. */
const http = async (dataDir: string, env: Readonly<Record<string, string>>): Promise<HttpFigures> => {
  const running = await startBourse(() => {}, { ...env, BOURSE_DATA_DIR: dataDir })
  try {
    const base = running.url
    await settled(base)
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const stocks = (await (await fetch(`${base}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=100`)).json()) as {
      data: { list: { id: number; code: string; nowPrice: string; isStop: number; market: string }[] }
    }
    const stock = stocks.data.list.find(
      (row) => row.isStop === 0 && ['sh', 'sz'].includes(row.market) && Number(row.nowPrice) < 20,
    )
    if (!stock) throw new Error('no cheap A-share')
    const quote = await measure(
      {
        url: `${base}/prod-api/api/stock/getSingleStock.do`,
        method: 'POST',
        headers: form,
        body: `code=${stock.code}`,
      },
      load,
    )
    const login = (await (
      await fetch(`${base}/prod-api/user/login.do`, {
        method: 'POST',
        headers: form,
        body: 'phone=9000000002&userPwd=demo1234',
      })
    ).json()) as { data: string }
    const orders = await measure(
      {
        url: `${base}/prod-api/user/buy.do`,
        method: 'POST',
        headers: { ...form, USERTOKEN: login.data },
        body: `stockId=${stock.id}&buyNum=100&buyType=0&lever=30`,
        verifyBody: (body) => body.startsWith('{"status":0,'),
      },
      load,
    )
    return { quoteP99: quote.p99, ordersPerSecond: orders.requestsPerSecond }
  } finally {
    await running.stop()
  }
}

/** `rounds` pairs of HTTP rounds, alternately without holders and with them; the ratios of each pair. */
const httpRounds = async (empty: () => Promise<HttpFigures>, loaded: () => Promise<HttpFigures>) => {
  const pairs: { empty: HttpFigures; loaded: HttpFigures }[] = []
  for (let round = 0; round < rounds; round++) {
    const release = await quietTurn()
    try {
      pairs.push({ empty: await empty(), loaded: await loaded() })
    } finally {
      release()
    }
  }
  const quote = pairs.map((pair) => pair.loaded.quoteP99 / Math.max(1, pair.empty.quoteP99))
  const orders = pairs.map((pair) => pair.loaded.ordersPerSecond / pair.empty.ordersPerSecond)
  return { pairs, quote: percentile(quote, 0.5), orders: percentile(orders, 0.5) }
}

const describePair = (pair: { empty: HttpFigures; loaded: HttpFigures }) =>
  `quote p99 ${pair.empty.quoteP99} / ${pair.loaded.quoteP99} ms, orders ${Math.round(pair.empty.ordersPerSecond)} / ${Math.round(pair.loaded.ordersPerSecond)} per s`

const runBackend = async (backend: Backend) => {
  const database = await startBenchDatabase(backend)
  // The server without holders, on a database of its own, measured alternately with the seeded one.
  const emptyDatabase = withHttp ? await startBenchDatabase(backend) : database
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-scale-'))
  const emptyDir = mkdtempSync(join(tmpdir(), 'bourse-scale-empty-'))
  try {
    print(
      `\n${backend === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${positionsEach} open positions per holder, a tenth as many contract accounts with ${contractPositionsEach} each, a waiting order for every second holder:`,
    )
    print(
      '  holders  | seeded in | start-up (books)      | RSS     | market step, ms: wall p50 / p99 (process CPU; wall less GC pauses) | risk pass, ms: wall p50 / p99 (CPU) | quote p99 × (median) | orders/s × (median)',
    )
    let seeded = 0
    for (const holders of steps) {
      let bourse = await openBenchBourse(dataDir, database.env)
      const seconds = await seed(bourse, seeded, holders)
      seeded = holders
      // As autovacuum would by then: PostgreSQL plans by statistics, and a bulk load leaves them saying "empty".
      if (backend === 'postgres') bourse.db.exec('ANALYZE')
      await bourse.close()
      const started = performance.now()
      bourse = await openBenchBourse(dataDir, database.env)
      const opened = performance.now()
      const cpuBefore = cpuMs()
      await bourse.risk.prepare()
      const built = performance.now() - opened
      const builtCpu = cpuMs() - cpuBefore
      const startup = performance.now() - started
      print(
        `    (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores; the books' build took ${ms(builtCpu)} of CPU)`,
      )
      const { stock, contracts, triggers } = bourse.risk.books
      const contractAccounts = contracts.index.holders(() => true).length + contracts.futures.holders(() => true).length
      print(
        `    (in the books: ${stock.holders(() => true).length} stock accounts, ${contractAccounts} index and futures accounts, ${triggers.size} triggers and waiting orders)`,
      )
      const rss = process.memoryUsage().rss
      const costs = await tickCosts(bourse)
      const crossed = crossing(bourse, 7_000_000_000 + holders)
      await bourse.close()
      const figures = withHttp
        ? await httpRounds(
            () => http(emptyDir, emptyDatabase.env),
            () => http(dataDir, database.env),
          )
        : { pairs: [], quote: Number.NaN, orders: Number.NaN }
      print(
        `  ${String(holders).padStart(8)} | ${`${seconds.toFixed(0)} s`.padStart(9)} | ${`${ms(startup)} (${ms(built)})`.padStart(21)} | ${mb(rss).padStart(7)} | ${stepFigures(costs.market).padStart(49)} | ${stepFigures(costs.risk).padStart(35)} | ${figures.quote.toFixed(2).padStart(20)} | ${figures.orders.toFixed(2).padStart(19)}`,
      )
      const whole = costs.market.wall.map((wall, i) => wall + (costs.risk.wall[i] ?? 0))
      const wholeLessGc = whole.map((wall, i) => wall - (costs.market.gc[i] ?? 0) - (costs.risk.gc[i] ?? 0))
      print(
        `    a tick and its risk pass together, wall: ${p50p99(whole)} ms; less the collector's pauses: ${p50p99(wholeLessGc)} ms`,
      )
      for (const [round, pair] of figures.pairs.entries())
        print(`    HTTP round ${round + 1}, without / with holders: ${describePair(pair)}`)
      print(
        `    liquidation-crossing tick: ${crossed.closed} closed, the exact rule says ${crossed.exact}: ${crossed.same ? 'the same accounts' : 'DIFFERENT'}`,
      )
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(emptyDir, { recursive: true, force: true })
    await database.stop()
    if (emptyDatabase !== database) await emptyDatabase.stop()
  }
}

for (const backend of backends) await runBackend(backend)
