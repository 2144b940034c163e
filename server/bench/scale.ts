import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Price } from '@bourse/core'
import { loadAccount } from '../src/accounts/accountRepository.js'
import { readConfig } from '../src/config.js'
import { historyLengthOf } from '../src/market/historyLength.js'
import type { Instrument } from '../src/market/Instrument.js'
import { type Bourse, openBourse } from '../src/openBourse.js'
import { stockAccountRisk } from '../src/risk/stockAccountRisk.js'
import { seedHolders } from '../src/risk/testing/seedHolders.js'
import { readSettings } from '../src/settings/settingsRepository.js'
import { type Backend, benchBackends, startBenchDatabase } from './benchDatabase.js'
import { type LoadSettings, measure } from './load.js'
import { startBourse } from './processes.js'

/**
 * The scale bench (issue 19, DECISIONS §24): for each number of holders in `SCALE_HOLDERS` (default
 * `1000,10000,100000`), each with `SCALE_POSITIONS` open stock positions (default 10), seeded through the engine:
 * the main-thread time of a tick plus its risk pass (median and p99 over 60 ticks, in process), the start-up (open
 * the store and build the risk books) and its memory, then — the server in its own process on that data — a single
 * quote's p99 and the market-order rate, as ratios to the same figures of a server without holders measured first.
 * `SCALE_HTTP=off` leaves the HTTP figures out. `BENCH_BACKENDS` as in `run.ts` (default `sqlite`: seeding a million positions over PostgreSQL's round trips takes
 * hours). `BENCH_SECONDS` sets the HTTP load's length (default 5).
 */

const print = (line = '') => process.stdout.write(`${line}\n`)
const steps = (process.env.SCALE_HOLDERS ?? '1000,10000,100000').split(',').map((n) => Number(n.trim()))
const positionsEach = Number(process.env.SCALE_POSITIONS ?? 10)
const backends = benchBackends(process.env.BENCH_BACKENDS ?? 'sqlite')
const load: LoadSettings = { connections: 20, seconds: Number(process.env.BENCH_SECONDS ?? 5), warmupSeconds: 1 }
const ticks = 60
/** `SCALE_HTTP=off` measures only in process (the tick, the start-up, memory). */
const withHttp = process.env.SCALE_HTTP !== 'off'
const noHttp: HttpFigures = { quoteP99: Number.NaN, ordersPerSecond: Number.NaN }

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0
const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

const open = (dataDir: string, env: Readonly<Record<string, string>>): Promise<Bourse> =>
  openBourse(
    readConfig({ BOURSE_DEMO: 'on', BOURSE_DATA_DIR: dataDir, PORT: '0', ...env }, process.cwd()),
    historyLengthOf('off'),
    { riskOnTick: false },
  )

/** A-shares well inside their limits, so a long can be opened at once. */
const tradableStocks = (bourse: Bourse): Instrument[] =>
  bourse.market.instruments().filter((i) => {
    const price = bourse.market.quote(i.code)?.price
    const limits = bourse.market.limits(i.code)
    const inside = price !== undefined && limits !== undefined && price.times('1.02').lt(limits.limitUp)
    return i.kind === 'stock' && ['sh', 'sz'].includes(i.market) && !i.suspended && inside
  })

/** Seeds `holders` investors in batches, printing progress; answers the seconds it took. */
const seed = async (bourse: Bourse, holders: number, already: number): Promise<number> => {
  const started = performance.now()
  const stocks = tradableStocks(bourse)
  const now = bourse.clock.now()
  for (let done = 0; done < holders; done += 1000) {
    const count = Math.min(1000, holders - done)
    seedHolders(
      bourse.db,
      bourse.market,
      { count, positionsEach, deposit: '2000000', firstPhone: 6_000_000_000 + already + done, stocks },
      now,
    )
    if ((done + count) % 10_000 === 0) process.stderr.write(`  seeded ${already + done + count} holders\n`)
  }
  return (performance.now() - started) / 1000
}

/** CPU time of this process so far, in ms (every thread; the tick's work is the main thread's). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * The CPU time of `ticks` ticks: the market's step (quotes and bars stored) and the risk pass on it. CPU time, not
 * wall time: on a busy machine the wall time also counts the waits for a core.
 */
const tickCosts = (bourse: Bourse): { market: number[]; risk: number[] } => {
  const market: number[] = []
  const risk: number[] = []
  for (let tick = 0; tick < ticks; tick++) {
    const now = bourse.clock.now()
    const started = cpuMs()
    bourse.market.tickOnce(now)
    const stepped = cpuMs()
    bourse.risk.runOnce(now)
    market.push(stepped - started)
    risk.push(cpuMs() - stepped)
  }
  return { market, risk }
}

const p50p99 = (values: readonly number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`

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
  const stock = tradableStocks(bourse)[0] as Instrument
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
 * Waits until the server is ready — its risk books built (`/prod-api/ready` says so) — and then answers `/health`
 * within 20 ms five times in a row (at most three minutes): the figures are those of a running server, not of its
 * start.
 */
const settled = async (base: string) => {
  for (let attempt = 0; attempt < 1800; attempt++) {
    if ((await fetch(`${base}/prod-api/ready`)).status === 200) break
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

const runBackend = async (backend: Backend) => {
  const database = await startBenchDatabase(backend)
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-scale-'))
  try {
    print(`\n${backend === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${positionsEach} open positions per holder:`)
    const empty = withHttp ? await http(dataDir, database.env) : noHttp
    print(`  no holders: quote p99 ${empty.quoteP99} ms, market orders ${Math.round(empty.ordersPerSecond)}/s`)
    print(
      '  holders  | seeded in | start-up (books)      | RSS     | market step p50 / p99 | risk pass p50 / p99 | quote p99 (×) | orders/s (×)',
    )
    let seeded = 0
    for (const holders of steps) {
      let bourse = await open(dataDir, database.env)
      const seconds = await seed(bourse, holders - seeded, seeded)
      seeded = holders
      await bourse.close()
      const started = performance.now()
      bourse = await open(dataDir, database.env)
      const opened = performance.now()
      const cpuBefore = cpuMs()
      await bourse.risk.prepare()
      const built = performance.now() - opened
      const builtCpu = cpuMs() - cpuBefore
      const startup = performance.now() - started
      print(
        `    (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores; the books' build took ${ms(builtCpu)} of CPU)`,
      )
      const rss = process.memoryUsage().rss
      const costs = tickCosts(bourse)
      const crossed = crossing(bourse, 7_000_000_000 + holders)
      await bourse.close()
      const figures = withHttp ? await http(dataDir, database.env) : noHttp
      print(
        `  ${String(holders).padStart(8)} | ${`${seconds.toFixed(0)} s`.padStart(9)} | ${`${ms(startup)} (${ms(built)})`.padStart(21)} | ${mb(rss).padStart(7)} | ${p50p99(costs.market).padStart(21)} | ${p50p99(costs.risk).padStart(19)} | ${`${figures.quoteP99} (${(figures.quoteP99 / Math.max(1, empty.quoteP99)).toFixed(2)})`.padStart(13)} | ${`${Math.round(figures.ordersPerSecond)} (${(figures.ordersPerSecond / empty.ordersPerSecond).toFixed(2)})`.padStart(12)}`,
      )
      print(
        `    liquidation-crossing tick: ${crossed.closed} closed, the exact rule says ${crossed.exact}: ${crossed.same ? 'the same accounts' : 'DIFFERENT'}`,
      )
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await database.stop()
  }
}

for (const backend of backends) await runBackend(backend)
