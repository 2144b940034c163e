import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Api, Documents, Price } from '@bourse/core'
import { readConfig } from '../src/config.js'
import { requestRun } from '../src/documents/documentRuns.js'
import { readSinkRecords } from '../src/documents/mail/smtpSink.js'
import { documentKeysFor } from '../src/documents/protect/standardSecurity.js'
import { storedKeysOf } from '../src/documents/storedKeys.js'
import { historyLengthOf } from '../src/market/historyLength.js'
import type { Instrument } from '../src/market/Instrument.js'
import { type Bourse, openBourse } from '../src/openBourse.js'
import { seedHolders } from '../src/risk/testing/seedHolders.js'
import { openSqlite } from '../src/store/openSqlite.js'
import { fromSource, startProcess } from '../src/testing/serverProcess.js'
import { fundBenchInvestors } from './benchDatabase.js'
import { type LoadSettings, measure } from './load.js'

/**
 * The contract-notes bench (issue 31): `node --conditions=source --import tsx bench/notes.ts [size]` (default 1 000;
 * 10 000 and 100 000 for the target). Seeds `size` investors with one fill on each of two past days (a one-page note
 * each) and a confirmed address at example.invalid; then, the server (on the real clock: its orders fall on today,
 * not on the days run) and the SMTP sink each in its own process: (1) day 1's run alone, (2) market orders
 * (`/user/buy.do`) alone, (3) day 2's run with market orders all along. Reports notes/s (rendered, protected, signed
 * and accepted by the sink), the order rate during the run as a ratio to the rate without it, the server's peak
 * memory, and the load average beside each. The investors share one document password, its keys derived once, as on
 * any day after an investor's first note (the derivation's own cost is printed apart). `NOTES_WORKERS` sets
 * `BOURSE_DOCUMENT_WORKERS` (default 1); `BENCH_SECONDS` the order load's length alone (default 10).
 */

const print = (line = '') => process.stdout.write(`${line}\n`)
const size = Number(process.argv[2] ?? process.env.NOTES_SIZE ?? 1000)
const workers = process.env.NOTES_WORKERS ?? '1'
const load: LoadSettings = { connections: 10, seconds: Number(process.env.BENCH_SECONDS ?? 10), warmupSeconds: 2 }
// Two past Mondays at 10:00 in Shanghai: the seeded fills and the runs' days.
const days = [
  { day: '2026-11-16', at: Date.parse('2026-11-16T02:00:00Z') },
  { day: '2026-11-23', at: Date.parse('2026-11-23T02:00:00Z') },
] as const
const load3 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const seconds = (since: number) => (performance.now() - since) / 1000

const tradable = (bourse: Bourse) =>
  bourse.market
    .instruments()
    .filter((i: Instrument) => i.kind === 'stock' && i.market === 'us' && !i.suspended)
    .slice(0, 20)

/** `size` holders with a fill at `at`, each with a confirmed address and the shared document keys. */
const seedDay = (bourse: Bourse, at: number, firstPhone: number) => {
  const stocks = tradable(bourse)
  for (const stock of stocks) bourse.market.setPrice(stock.code, Price.of('20.00'), at)
  const ids = seedHolders(
    bourse.db,
    bourse.market,
    { count: size, positionsEach: 1, deposit: '100000', firstPhone, stocks },
    at,
  )
  const stored = storedKeysOf(documentKeysFor('bench-password'))
  bourse.db.transaction(() => {
    const settings = bourse.db.prepare(
      `INSERT INTO document_settings (user_id, email, email_confirmed_at, language, updated_at) VALUES (?, ?, ?, 'en', ?)`,
    )
    for (const id of ids) {
      settings.run(id, `investor${id}@example.invalid`, at, at)
      bourse.documents.keys.save(id, stored, at)
    }
  })()
}

const seed = async (dataDir: string) => {
  const env = { BOURSE_DEMO: 'off', BOURSE_DATA_DIR: dataDir, PORT: '0' }
  const bourse = await openBourse(readConfig(env, process.cwd()), historyLengthOf('off'), { riskOnTick: false })
  const started = performance.now()
  for (const [index, { at }] of days.entries()) seedDay(bourse, at, 9_300_000_000 + index * 10_000_000)
  const [buyer = ''] = fundBenchInvestors(bourse.db, [1_000_000_000])
  print(`seeded ${size} investors with a fill on each of ${days.length} days in ${seconds(started).toFixed(1)} s`)
  const stock = tradable(bourse)[0] as Instrument
  await bourse.close()
  return { buyer, stock }
}

/** What deriving one investor's document keys costs (the first note of each investor, or a new password). */
const keyDerivation = () => {
  const count = 50
  const started = performance.now()
  for (let i = 0; i < count; i++) documentKeysFor(`password-${i}`)
  return (performance.now() - started) / count
}

const rssOf = (pid: number | undefined) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bourse-notes-'))
const sinkDir = join(dataDir, 'bench-sink')
print(`# notes bench: ${size} one-page notes a day, ${workers} document worker(s); load ${load3()}`)
const { buyer, stock } = await seed(dataDir)
print(`document keys: ${keyDerivation().toFixed(1)} ms to derive one investor's (once per password)`)
const sink = await startProcess([...fromSource, 'bench/smtpSink.ts', sinkDir], {})
const server = await startProcess([...fromSource, 'src/main.ts'], {
  PORT: '0',
  HOST: '127.0.0.1',
  BOURSE_DATA_DIR: dataDir,
  BOURSE_DEMO: 'off',
  BOURSE_HISTORY: 'off',
  BOURSE_LOG_LEVEL: process.env.NOTES_LOG ?? 'warn',
  BOURSE_SMTP_URL: sink.url.replace('http://', 'smtp://'),
  BOURSE_DOCUMENT_WORKERS: workers,
})
// The server's warnings and a crash's last words reach the bench's output.
server.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk))
server.child.once('exit', (code, signal) => print(`server exited (${code ?? signal})`))
const db = openSqlite(join(dataDir, 'bourse.sqlite'))
let peakRss = 0
const sampling = setInterval(() => {
  peakRss = Math.max(peakRss, rssOf(server.pid))
}, 500)

/** Requests a day's run and waits until the sink holds its `size` messages beyond `before`; measures orders if asked. */
const runDay = async (day: string, before: number, orders?: Parameters<typeof measure>[0]) => {
  const started = performance.now()
  requestRun(db, 'note', day, 'bench', Date.now())
  const rates: number[] = []
  for (let sent = 0; sent < size; ) {
    if (orders)
      rates.push(
        (await measure(orders, { connections: load.connections, seconds: 5, warmupSeconds: 0 })).requestsPerSecond,
      )
    else await new Promise((resolve) => setTimeout(resolve, 5000))
    sent = readSinkRecords(sinkDir).length - before
    const progress = { total: size, sent, kept: 0, waiting: size - sent, failed: 0, failures: [] }
    print(
      `  ${seconds(started).toFixed(0)} s: ${Documents.progressText(progress)}${orders ? `; orders ${rates.at(-1)?.toFixed(0)}/s` : ''}; load ${load3()}`,
    )
  }
  return { seconds: seconds(started), orders: rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : 0 }
}

try {
  const alone = await runDay(days[0].day, 0)
  print(
    `notes alone: ${size} in ${alone.seconds.toFixed(1)} s = ${(size / alone.seconds).toFixed(0)} notes/s; load ${load3()}`,
  )
  const target = {
    url: `${server.url}${Api.basePath}/user/buy.do`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: buyer },
    body: new URLSearchParams({ stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }).toString(),
  }
  const ordersAlone = await measure(target, load)
  print(
    `market orders without a run: ${ordersAlone.requestsPerSecond.toFixed(0)}/s (p99 ${ordersAlone.p99} ms); load ${load3()}`,
  )
  const during = await runDay(days[1].day, size, target)
  print(
    `notes with orders: ${size} in ${during.seconds.toFixed(1)} s = ${(size / during.seconds).toFixed(0)} notes/s (target ≥ 170/s)`,
  )
  print(
    `market orders during the run: ${during.orders.toFixed(0)}/s = ${(during.orders / ordersAlone.requestsPerSecond).toFixed(2)}× the rate without it (target ≥ 0.8)`,
  )
  print(`server peak memory: ${Math.round(peakRss / 2 ** 20)} MB; load ${load3()}`)
} finally {
  clearInterval(sampling)
  db.close()
  await server.stop()
  await sink.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
