/**
 * Two server processes on one PostgreSQL against one (issue 14): durable market orders per second through one built
 * server (`dist/main.js`), then through two on the same database with the same total connections split between them,
 * in the same run; then the journal replay over the whole database (0 lost or doubled money).
 *
 * Run: `cd server && node --conditions=source --import tsx bench/twoProcesses.ts` (about a minute; `BENCH_SECONDS`,
 * `BENCH_CONNECTIONS` to change the load). Starts its own PostgreSQL (`startLocalPostgres`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Money, replayJournal, toJson } from '@bourse/core'
import pg from 'pg'
import { loadAccount, readStoredAccount } from '../src/accounts/accountRepository.js'
import { journalOf } from '../src/accounts/eventLog.js'
import { executeCommand } from '../src/accounts/executeCommand.js'
import { openPostgres } from '../src/store/postgres/openPostgres.js'
import { startLocalPostgres } from '../src/store/postgres/testing/localPostgres.js'
import { databaseUrl } from '../src/store/postgres/testing/testDatabases.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'
import { type RunningProcess, startProcess } from '../src/testing/serverProcess.js'
import { buildServer } from '../src/testing/serversOnPostgres.js'
import { createTestInvestor } from '../src/users/testInvestor.js'
import { withDataVault } from '../src/vault/openDataVault.js'
import { type Measured, measure } from './load.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const investorCount = 50
/** Answers other than success, by text, with how many: printed after the runs. */
const refusals = new Map<string, number>()

const fundedTokens = (db: SqlConnection): string[] => {
  const now = Date.now()
  return Array.from({ length: investorCount }, (_, i) => {
    const investor = createTestInvestor(db, now, { phone: String(9_500_000_000 + i) })
    const command = { type: 'creditDeposit', id: 'bench', rechargeId: 'bench', amount: Money.of(100_000_000) } as const
    if (!executeCommand(db, investor.userId, command, now).ok) throw new Error('funding refused')
    return investor.token
  })
}

/** Every account: the journal alone rebuilds the stored balances, and the stored state equals the loaded one. */
const replayFaults = (db: SqlConnection): string[] => {
  const users = (db.prepare('SELECT user_id FROM accounts').all() as { user_id: number }[]).map((row) => row.user_id)
  return users.flatMap((userId) => {
    const live = loadAccount(db, userId)
    const journal = toJson(replayJournal(journalOf(db, userId)))
    const faults = journal === toJson(live.balances) ? [] : [`user ${userId}: journal ${journal}`]
    return toJson(readStoredAccount(db, userId)) === toJson(live) ? faults : [...faults, `user ${userId}: state`]
  })
}

const orders = (url: string, tokens: readonly string[], stockId: number, share: number) =>
  measure(
    {
      url: `${url}/prod-api/user/buy.do`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `stockId=${stockId}&buyNum=100&buyType=0&lever=10`,
      verifyBody: (body) => {
        const ok = body.includes('"status":0')
        if (!ok) refusals.set(body, (refusals.get(body) ?? 0) + 1)
        return ok
      },
      connectionHeaders: tokens.map((token) => ({ USERTOKEN: token })),
    },
    { connections: share, seconds, warmupSeconds: 2 },
  )

const line = (name: string, runs: readonly Measured[]) => {
  const total = runs.reduce((sum, run) => sum + run.requestsPerSecond, 0)
  const p99 = Math.max(...runs.map((run) => run.p99))
  const failed = runs.reduce((sum, run) => sum + run.failed, 0)
  process.stdout.write(`${name.padEnd(34)} ${total.toFixed(0).padStart(6)} orders/s  p99 ${p99} ms  failed ${failed}\n`)
  return total
}

const main = async () => {
  buildServer()
  const postgres = await startLocalPostgres()
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  await admin.query('CREATE DATABASE bourse_bench')
  await admin.end()
  // BENCH_LOCK_TIMEOUT=<ms>: the servers' sessions wait at most that long for another process's row lock.
  const lockTimeout = process.env.BENCH_LOCK_TIMEOUT
  const url = `${databaseUrl(postgres.url, 'bourse_bench')}${lockTimeout ? `?options=-c%20lock_timeout%3D${lockTimeout}` : ''}`
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-bench-two-'))
  const servers: RunningProcess[] = []
  try {
    const db = withDataVault(openPostgres(url), dataDir)
    const tokens = fundedTokens(db)
    db.close()
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      BOURSE_DATA_DIR: dataDir,
      BOURSE_DATABASE_URL: url,
      BOURSE_DEMO: 'off',
      BOURSE_HISTORY: 'off',
      BOURSE_PAYMENT_SECRET: 'bench-two-processes-payment-secret-0123456789',
    }
    const start = async () => {
      const server = await startProcess(['dist/main.js'], env)
      servers.push(server)
      return server
    }
    const first = await start()
    const stock = (await (await fetch(`${first.url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=1`)).json()) as {
      data: { list: { id: number }[] }
    }
    const stockId = stock.data.list[0]?.id ?? 1
    process.stdout.write(`market orders, ${connections} connections, ${seconds} s, PostgreSQL on loopback\n`)
    const one = line('one process', [await orders(first.url, tokens, stockId, connections)])
    const second = await start()
    const half = Math.floor(connections / 2)
    const pair = line(
      'two processes (same database)',
      await Promise.all([
        orders(first.url, tokens.slice(0, investorCount / 2), stockId, half),
        orders(second.url, tokens.slice(investorCount / 2), stockId, connections - half),
      ]),
    )
    // The same investors through both processes at once: every account is written by both.
    const mixed = line(
      'two processes, same investors',
      await Promise.all([
        orders(first.url, tokens, stockId, half),
        orders(second.url, tokens, stockId, connections - half),
      ]),
    )
    for (const [body, count] of refusals) process.stdout.write(`  ${count} × ${body.slice(0, 160)}\n`)
    process.stdout.write(`pair / one: ${(pair / one).toFixed(2)} (same investors: ${(mixed / one).toFixed(2)})\n`)
    await Promise.all(servers.map((server) => server.stop()))
    const check = openPostgres(url)
    const faults = replayFaults(check)
    const ordersStored = (
      check.prepare("SELECT COUNT(*) AS n FROM positions WHERE kind = 'stock'").get() as { n: number }
    ).n
    check.close()
    process.stdout.write(`journal replay: ${faults.length === 0 ? 'every balance' : faults.join('; ')}`)
    process.stdout.write(` (${ordersStored} positions stored)\n`)
    if (faults.length > 0) process.exitCode = 1
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    rmSync(dataDir, { recursive: true, force: true })
    await postgres.stop()
  }
}

await main()
