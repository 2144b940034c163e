import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Api, Documents, Price } from '@bourse/core'
import { readConfig } from '../src/config.js'
import { requestRun } from '../src/documents/documentRuns.js'
import { readSinkRecords } from '../src/documents/mail/smtpSink.js'
import { storedKeysOf } from '../src/documents/storedKeys.js'
import { documentKeysFor } from '../src/documents/protect/standardSecurity.js'
import { historyLengthOf } from '../src/market/historyLength.js'
import type { Instrument } from '../src/market/Instrument.js'
import { openBourse } from '../src/openBourse.js'
import { seedHolders } from '../src/risk/testing/seedHolders.js'
import { openSqlite } from '../src/store/openSqlite.js'
import { fromSource, startProcess } from '../src/testing/serverProcess.js'
import { fundBenchInvestors } from './benchDatabase.js'
import { type LoadSettings, measure } from './load.js'

/**
 * The contract-notes bench (issue 31): `node --conditions=source --import tsx bench/notes.ts [size]` (default 1 000;
 * 10 000 and 100 000 for the target). Seeds `size` investors, each with one fill on the day (a one-page note) and a
 * confirmed address at example.invalid, then — the server and the SMTP sink each in its own process — measures market
 * orders (`/user/buy.do`) alone, then requests the day's run and measures market orders again while it runs, until
 * every note is in the sink. Reports notes/s, the order rate during the run as a ratio to the rate without it, the
 * server's peak memory and the load average beside each. Every investor shares one document password, its keys
 * derived once, as on any day after an investor's first note (the first derivation's cost is measured apart).
 * `NOTES_WORKERS` sets `BOURSE_DOCUMENT_WORKERS` (default 1); `BENCH_SECONDS` the order load's length alone (10).
 */

const print = (line = '') => process.stdout.write(`${line}\n`)
const size = Number(process.argv[2] ?? process.env.NOTES_SIZE ?? 1000)
const workers = process.env.NOTES_WORKERS ?? '1'
const load: LoadSettings = { connections: 10, seconds: Number(process.env.BENCH_SECONDS ?? 10), warmupSeconds: 2 }
// Monday 2026-11-23 10:00 in Shanghai: the seeded fills and the run's day.
const clock = '2026-11-23T02:00:00Z'
const day = '2026-11-23'
const load3 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const seed = async (dataDir: string) => {
  const env = { BOURSE_DEMO: 'off', BOURSE_DATA_DIR: dataDir, BOURSE_CLOCK: clock, PORT: '0' }
  const bourse = await openBourse(readConfig(env, process.cwd()), historyLengthOf('off'), { riskOnTick: false })
  const now = bourse.clock.now()
  const stocks = bourse.market
    .instruments()
    .filter((i: Instrument) => i.kind === 'stock' && i.market === 'us' && !i.suspended)
    .slice(0, 20)
  for (const stock of stocks) bourse.market.setPrice(stock.code, Price.of('20.00'), now)
  const started = performance.now()
  const ids = seedHolders(
    bourse.db,
    bourse.market,
    { count: size, positionsEach: 1, deposit: '100000', firstPhone: 9_300_000_000, stocks },
    now,
  )
  const stored = storedKeysOf(documentKeysFor('bench-password'))
  bourse.db.transaction(() => {
    const settings = bourse.db.prepare(
      `INSERT INTO document_settings (user_id, email, email_confirmed_at, language, updated_at) VALUES (?, ?, ?, 'en', ?)`,
    )
    for (const id of ids) {
      settings.run(id, `investor${id}@example.invalid`, now, now)
      bourse.documents.keys.save(id, stored, now)
    }
  })()
  const [buyer = ''] = fundBenchInvestors(bourse.db, [1_000_000_000])
  print(`seeded ${size} investors with a fill each in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await bourse.close()
  return { buyer, stock: stocks[0] as Instrument }
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
print(`# notes bench: ${size} one-page notes, ${workers} document worker(s); load ${load3()}`)
const { buyer, stock } = await seed(dataDir)
print(`document keys: ${keyDerivation().toFixed(1)} ms to derive one investor's (once per password)`)
const sink = await startProcess([...fromSource, 'bench/smtpSink.ts', sinkDir], {})
const server = await startProcess([...fromSource, 'src/main.ts'], {
  PORT: '0',
  HOST: '127.0.0.1',
  BOURSE_DATA_DIR: dataDir,
  BOURSE_DEMO: 'off',
  BOURSE_HISTORY: 'off',
  BOURSE_CLOCK: clock,
  BOURSE_LOG_LEVEL: process.env.NOTES_LOG ?? 'warn',
  BOURSE_SMTP_URL: sink.url.replace('http://', 'smtp://'),
  BOURSE_DOCUMENT_WORKERS: workers,
})
try {
  const order = new URLSearchParams({ stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }).toString()
  const target = {
    url: `${server.url}${Api.basePath}/user/buy.do`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: buyer },
    body: order,
  }
  const alone = await measure(target, load)
  print(`market orders without the run: ${alone.requestsPerSecond.toFixed(0)}/s (p99 ${alone.p99} ms); load ${load3()}`)

  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  const started = performance.now()
  requestRun(db, 'note', day, 'bench', Date.parse(clock))
  let peakRss = 0
  const sampling = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(server.pid))
  }, 500)
  const during: number[] = []
  let sent = 0
  while (sent < size) {
    const measured = await measure(target, { connections: load.connections, seconds: 5, warmupSeconds: 0 })
    during.push(measured.requestsPerSecond)
    sent = readSinkRecords(sinkDir).length
    print(
      `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${Documents.progressText({ total: size, sent, kept: 0, waiting: size - sent, failed: 0, failures: [] })}; orders ${measured.requestsPerSecond.toFixed(0)}/s; load ${load3()}`,
    )
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampling)
  db.close()
  const duringRate = during.reduce((a, b) => a + b, 0) / during.length
  print(`notes: ${size} in ${seconds.toFixed(1)} s = ${(size / seconds).toFixed(0)} notes/s (target ≥ 170/s)`)
  print(
    `market orders during the run: ${duringRate.toFixed(0)}/s = ${(duringRate / alone.requestsPerSecond).toFixed(2)}× the rate without it (target ≥ 0.8)`,
  )
  print(`server peak memory during the run: ${Math.round(peakRss / 2 ** 20)} MB; load ${load3()}`)
} finally {
  await server.stop()
  await sink.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
