import { spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import Database from 'better-sqlite3'
import { eventHash, journalHash } from '../src/auditor/chainHashes.js'
import { buyLong, closePosition, investorToken, usStock } from '../src/testing/investorActions.js'
import { demo, removeFolder, staffToken, startServerProcess } from '../src/testing/serverProcess.js'

/**
 * The terminal client's benchmark (`pnpm --filter @bourse/cli bench`, after `pnpm build`): cold starts of the built
 * CLI as ratios to `node -e 0` measured in the same run (interleaved, median of `BENCH_RUNS`, default 15), then
 * `bourse audit --all` over the demo data plus `BENCH_ACCOUNTS` (default 10 000) accounts of 100 events each, cloned
 * in SQL from one account that traded through the real server. Prints a Markdown table for docs/benchmarks.md.
 */

const runs = Number(process.env.BENCH_RUNS ?? 15)
const benchAccounts = Number(process.env.BENCH_ACCOUNTS ?? 10_000)
const cli = resolve(import.meta.dirname, '../dist/cli.js')
/** Extra arguments of the measured `bourse audit --all` (`BENCH_AUDIT_ARGS="--workers 1"`). */
const auditArgs = (process.env.BENCH_AUDIT_ARGS ?? '').split(' ').filter((arg) => arg !== '')
const print = (line = '') => process.stdout.write(`${line}\n`)

/** Password and the code of the demo staff's published TOTP secret (DECISIONS §28). */

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

/**
 * Copies the template's history for `count` new investors, in one transaction: users, the accounts row, the snapshot,
 * events, journal rows, position rows and the provider's records of its deposits. Position numbers are made the
 * clone's own (`S2026…` → `C<i>-S2026…` wherever they appear), and the copied events and journal rows are hash-chained
 * with the clone's id (`chainHashes.ts`), so every clone audits clean.
 */
const cloneAccounts = (dataDir: string, count: number): number => {
  const db = new Database(`${dataDir}/bourse.sqlite`)
  const template = (db.prepare('SELECT id FROM users WHERE phone = ?').get(demo.otherInvestor) as { id: number }).id
  const columns = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name)
  const userColumns = columns('users').filter((name) => name !== 'id' && name !== 'phone')
  const accountColumns = columns('accounts').filter((name) => name !== 'user_id')
  const sn = (column: string) => `REPLACE(${column}, 'S2026', ? || 'S2026')`
  const insertUser = db.prepare(
    `INSERT INTO users (phone, ${userColumns.join(', ')}) SELECT ?, ${userColumns.join(', ')} FROM users WHERE id = ?`,
  )
  const copyAccount = db.prepare(
    `INSERT INTO accounts (user_id, ${accountColumns.join(', ')}) SELECT ?, ${accountColumns.join(', ')} FROM accounts WHERE user_id = ?`,
  )
  const owner = `REPLACE(${sn('state')}, '"userId":"${template}"', '"userId":"' || ? || '"')`
  const copySnapshot = db.prepare(
    `INSERT INTO account_snapshots (user_id, seq, state) SELECT ?, seq, ${owner} FROM account_snapshots WHERE user_id = ?`,
  )
  const insertEvent = db.prepare(
    `INSERT INTO events (user_id, seq, type, command_id, at, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertJournal = db.prepare(
    `INSERT INTO journal (user_id, event_seq, type, balance, amount, balance_after, reference, summary, at, line,
       prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const events = db
    .prepare('SELECT seq, type, command_id, at, payload FROM events WHERE user_id = ? ORDER BY seq')
    .all(template) as { seq: number; type: string; command_id: string; at: number; payload: string }[]
  const rows = db
    .prepare(
      `SELECT event_seq, type, balance, amount, balance_after, reference, summary, at FROM journal
       WHERE user_id = ? ORDER BY id`,
    )
    .all(template) as {
    event_seq: number
    type: string
    balance: string
    amount: string
    balance_after: string
    reference: string
    summary: string
    at: number
  }[]
  /** The template's events and journal rows as the clone's own, chained with the clone's id. */
  const copyHistory = (userId: number, prefix: string) => {
    const own = (text: string) =>
      text.replaceAll('S2026', `${prefix}S2026`).replaceAll(`"userId":"${template}"`, `"userId":"${userId}"`)
    let prev = ''
    for (const event of events) {
      const row = { ...event, commandId: `${event.command_id}:bench`, data: own(event.payload) }
      const hash = eventHash(prev, userId, row)
      insertEvent.run(userId, row.seq, row.type, row.commandId, row.at, row.data, prev, hash)
      prev = hash
    }
    prev = ''
    rows.forEach((row, index) => {
      const entry = { ...row, eventSeq: row.event_seq, balanceAfter: row.balance_after, reference: own(row.reference) }
      const hash = journalHash(prev, userId, index + 1, entry)
      insertJournal.run(
        userId,
        entry.eventSeq,
        entry.type,
        entry.balance,
        entry.amount,
        entry.balanceAfter,
        entry.reference,
        own(row.summary),
        entry.at,
        index + 1,
        prev,
        hash,
      )
      prev = hash
    })
  }
  const copyPositions = db.prepare(
    `INSERT INTO positions (position_sn, user_id, kind, code, name, spell, state, data, opened_at, closed_at)
     SELECT ${sn('position_sn')}, ?, kind, code, name, spell, state, ${sn('data')}, opened_at, closed_at
     FROM positions WHERE user_id = ?`,
  )
  const copyProviderRecords = db.prepare(
    `INSERT INTO provider_records (provider, kind, reference, user_id, amount, provider_reference, detail, at)
     SELECT provider, kind, reference, ?, amount, provider_reference || ':bench', detail, at FROM provider_records
     WHERE user_id = ?`,
  )
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const userId = Number(insertUser.run(String(7_000_000_000 + i), template).lastInsertRowid)
      const prefix = `C${i}-`
      copyAccount.run(userId, template)
      copySnapshot.run(userId, prefix, String(userId), template)
      copyHistory(userId, prefix)
      copyPositions.run(prefix, userId, prefix, template)
      copyProviderRecords.run(userId, template)
    }
  })()
  db.close()
  return events.length
}

const main = async () => {
  print(`# bourse CLI benchmark — ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}, node ${process.version}`)
  const server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  await tradeTemplate(server.url)
  const support = await staffToken(server, 'support')
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
  const auditor = await staffToken(restarted, 'auditor')
  const started = performance.now()
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '')
  const audit = spawnSync(process.execPath, [...nodeArgs, cli, 'audit', '--all', '--json', ...auditArgs], {
    env: { ...process.env, BOURSE_SERVER: restarted.url, BOURSE_TOKEN: auditor },
    maxBuffer: 64 * 1024 * 1024,
  })
  const wall = (performance.now() - started) / 1000
  if (audit.status !== 0 && audit.status !== 1) throw new Error(`audit failed: ${audit.stderr.toString()}`)
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
  const differing = (
    JSON.parse(audit.stdout.toString()) as { accounts: Array<{ differences: readonly unknown[] }> }
  ).accounts.flatMap((account) => account.differences)
  for (const difference of differing.slice(0, 3)) print(`difference: ${JSON.stringify(difference)}`)
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
