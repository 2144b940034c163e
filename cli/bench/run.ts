import { spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import Database from 'better-sqlite3'
import { buyLong, closePosition, investorToken, usStock } from '../src/testing/investorActions.js'
import { demo, removeFolder, startServerProcess } from '../src/testing/serverProcess.js'

/**
 * The terminal client's benchmark (`pnpm --filter @bourse/cli bench`, after `pnpm build`): cold starts of the built
 * CLI as ratios to `node -e 0` measured in the same run (interleaved, median of `BENCH_RUNS`, default 15), then
 * `bourse audit --all` over the demo data plus `BENCH_ACCOUNTS` (default 10 000) accounts of 100 events each, cloned
 * in SQL from one account that traded through the real server. Prints a Markdown table for docs/benchmarks.md.
 */

const runs = Number(process.env.BENCH_RUNS ?? 15)
const benchAccounts = Number(process.env.BENCH_ACCOUNTS ?? 10_000)
const cli = resolve(import.meta.dirname, '../dist/cli.js')
const print = (line = '') => process.stdout.write(`${line}\n`)

const staffToken = async (server: string, name: string): Promise<string> => {
  const response = await fetch(`${server}/staff-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: demo.staffPassword }),
  })
  return ((await response.json()) as { data: string }).data
}

/** Wall time of one process run, in ms. */
const timed = (args: readonly string[], env: NodeJS.ProcessEnv): number => {
  const started = performance.now()
  const result = spawnSync(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const ms = performance.now() - started
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr.toString()}`)
  return ms
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The template account: a demo investor that buys and closes until it holds about 100 events. */
const tradeTemplate = async (server: string): Promise<void> => {
  const token = await investorToken(server, demo.otherInvestor, demo.investorPassword)
  const stock = await usStock(server, 2)
  for (let pair = 0; pair < 48; pair += 1)
    await closePosition(server, token, await buyLong(server, token, stock.id, '100'))
}

/** Copies the template's users, accounts, events and journal rows for `count` new investors, in one transaction. */
const cloneAccounts = (dataDir: string, count: number): number => {
  const db = new Database(`${dataDir}/bourse.sqlite`)
  const template = (db.prepare('SELECT id FROM users WHERE phone = ?').get(demo.otherInvestor) as { id: number }).id
  const columns = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name)
  const userColumns = columns('users').filter((name) => name !== 'id' && name !== 'phone')
  const accountColumns = columns('accounts').filter((name) => name !== 'user_id')
  const insertUser = db.prepare(
    `INSERT INTO users (phone, ${userColumns.join(', ')}) SELECT ?, ${userColumns.join(', ')} FROM users WHERE id = ?`,
  )
  const copyAccount = db.prepare(
    `INSERT INTO accounts (user_id, ${accountColumns.join(', ')}) SELECT ?, ${accountColumns.join(', ')} FROM accounts WHERE user_id = ?`,
  )
  const copyEvents = db.prepare(
    `INSERT INTO events (user_id, seq, type, command_id, at, payload)
     SELECT ?, seq, type, command_id || ':bench', at, payload FROM events WHERE user_id = ?`,
  )
  const journalColumns = columns('journal').filter((name) => name !== 'id' && name !== 'user_id')
  const copyJournal = db.prepare(
    `INSERT INTO journal (user_id, ${journalColumns.join(', ')}) SELECT ?, ${journalColumns.join(', ')} FROM journal WHERE user_id = ? ORDER BY id`,
  )
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const userId = Number(insertUser.run(String(7_000_000_000 + i), template).lastInsertRowid)
      copyAccount.run(userId, template)
      copyEvents.run(userId, template)
      copyJournal.run(userId, template)
    }
  })()
  const events = (db.prepare('SELECT COUNT(*) AS n FROM events WHERE user_id = ?').get(template) as { n: number }).n
  db.close()
  return events
}

const main = async () => {
  print(`# bourse CLI benchmark — ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}, node ${process.version}`)
  const server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  await tradeTemplate(server.url)
  const support = await staffToken(server.url, 'support')
  const cases: ReadonlyArray<readonly [string, readonly string[], NodeJS.ProcessEnv]> = [
    ['node -e 0', ['-e', '0'], {}],
    ['bourse --help', [cli, '--help'], {}],
    [
      'bourse calc stock-order … --json',
      [cli, 'calc', 'stock-order', '--price', '10.55', '--hands', '10', '--lever', '10', '--side', 'long', '--json'],
      {},
    ],
    [
      'bourse user <phone> --json',
      [cli, 'user', demo.investor, '--json'],
      { BOURSE_SERVER: server.url, BOURSE_TOKEN: support },
    ],
  ]
  const times = cases.map(() => [] as number[])
  for (let run = 0; run < runs; run += 1) {
    for (const [i, [, args, env]] of cases.entries()) times[i]?.push(timed(args, env))
  }
  const baseline = median(times[0] ?? [])
  print('\n| command | median ms | × node -e 0 | target |')
  print('| --- | ---: | ---: | ---: |')
  const targets = ['', '≤ 2', '≤ 3', '≤ 4']
  cases.forEach(([label], i) => {
    const ms = median(times[i] ?? [])
    print(`| \`${label}\` | ${ms.toFixed(0)} | ${(ms / baseline).toFixed(2)} | ${targets[i]} |`)
  })
  await server.stop()
  const perAccount = cloneAccounts(server.dataDir, benchAccounts)
  const restarted = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' }, server.dataDir)
  const auditor = await staffToken(restarted.url, 'auditor')
  const started = performance.now()
  const audit = spawnSync(process.execPath, [cli, 'audit', '--all', '--json'], {
    env: { ...process.env, BOURSE_SERVER: restarted.url, BOURSE_TOKEN: auditor },
    maxBuffer: 64 * 1024 * 1024,
  })
  const wall = (performance.now() - started) / 1000
  const report = JSON.parse(audit.stdout.toString()) as {
    accountsAudited: number
    events: number
    journalRows: number
    chargesRecomputed: number
    differences: number
    seconds: number
    eventsPerSecond: number
    maxRssMegabytes: number
    cpuSeconds: number
  }
  print(`\n\`bourse audit --all\`: ${benchAccounts} bench accounts of ${perAccount} events plus the demo data`)
  print(
    '\n| accounts | events | journal rows | charges recomputed | differences | seconds | events/s | CLI CPU s | max RSS MB |',
  )
  print('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  print(
    `| ${report.accountsAudited} | ${report.events} | ${report.journalRows} | ${report.chargesRecomputed} | ${report.differences} | ${wall.toFixed(1)} | ${report.eventsPerSecond} | ${report.cpuSeconds} | ${report.maxRssMegabytes} |`,
  )
  await restarted.stop()
  removeFolder(server.dataDir)
}

await main()
