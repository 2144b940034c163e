import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { saveBankCard } from '../src/identity/bankCards.js'
import { insertStaff } from '../src/staff/staffRepository.js'
import { createStaffSession, hashStaffToken, newStaffToken } from '../src/staff/staffSessions.js'
import { openSqlite } from '../src/store/openSqlite.js'
import { fundInvestors } from '../src/testing/fundInvestors.js'
import { type RunningProcess, serverDir, startProcess } from '../src/testing/serverProcess.js'
import { type Operation, runBankWorkload, type TradedStock } from './bankWorkload.js'
import { type FinanceReview, runFinanceReviews } from './financeReviewer.js'
import { retryingClient } from './retryingClient.js'
import { seededChoice } from './seededChoice.js'

export interface CrashRunOptions {
  readonly seed: number
  readonly investors: number
  /** How many times the server is killed with SIGKILL during the run. */
  readonly kills: number
  readonly durationMs: number
  /** Share of answers dropped on purpose (the client retries with the same key). */
  readonly dropRate: number
}

export interface CrashRun {
  readonly dataDir: string
  readonly operations: readonly Operation[]
  readonly reviews: readonly FinanceReview[]
  readonly userIds: readonly number[]
  readonly kills: number
  readonly restartMillis: readonly number[]
  /** Removes the run's database folder. */
  cleanUp(): void
}

/**
 * The harness runs the BUILT server (`dist/main.js`): it restarts it many times, and loading the sources through tsx
 * would make each restart several times slower. `tsc -b` brings the build up to date first (a no-op when it is).
 */
export const buildServer = (): void => {
  execFileSync(process.execPath, [join(serverDir, '../node_modules/typescript/bin/tsc'), '-b', serverDir], {
    stdio: 'inherit',
  })
}

/** Before the server opens the file: a bank card for each investor (so they can withdraw) and a signed-in finance member. */
const prepareBackOffice = (dataDir: string, userIds: readonly number[]): string => {
  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  try {
    const now = Date.now()
    for (const userId of userIds) {
      saveBankCard(
        db,
        userId,
        {
          bankName: 'HDFC Bank',
          ifscCode: 'HDFC0001234',
          bankNo: `5000${String(userId).padStart(8, '0')}`,
          payeeName: 'Test Investor',
          bankAddress: 'Fort',
        },
        now,
      )
    }
    const staffId = insertStaff(db, { name: 'harness-finance', passwordHash: 'unused', roles: ['finance'] }, now)
    const token = newStaffToken()
    createStaffSession(db, hashStaffToken(token), staffId, now)
    return token
  } finally {
    db.close()
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

const tradedStocks = async (url: string): Promise<TradedStock[]> => {
  const reply = (await (await fetch(`${url}/prod-api/api/stock/getStock.do?pageNum=1&pageSize=100`)).json()) as {
    data: { list: { id: number; code: string; nowPrice: string; stock_type: string }[] }
  }
  return reply.data.list
    .filter((row) => ['sh', 'sz'].includes(row.stock_type) && Number(row.nowPrice) > 5 && Number(row.nowPrice) < 200)
    .slice(0, 8)
    .map((row) => ({ id: row.id, code: row.code, price: Number(row.nowPrice) }))
}

/**
 * The crash form of the bank workload (issue 15): funded investors trade over HTTP against a real server process on
 * a real database file while the server is killed with SIGKILL at seeded moments and restarted on the same file;
 * requests cut off by a kill, and answers dropped on purpose, are retried with their `Idempotency-Key`. Ends with the
 * server stopped cleanly and the database left for the checks.
 */
export const runCrashes = async (options: CrashRunOptions): Promise<CrashRun> => {
  const choice = seededChoice(options.seed)
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-harness-'))
  const funded = fundInvestors(
    dataDir,
    Array.from({ length: options.investors }, () => 1_000_000),
    9_300_000_000,
  )
  const financeToken = prepareBackOffice(
    dataDir,
    funded.map((investor) => investor.userId),
  )
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    BOURSE_DATA_DIR: dataDir,
    BOURSE_DEMO: 'off',
    BOURSE_HISTORY: 'off',
    BOURSE_SEED: String(options.seed),
    BOURSE_SIGN_IN_LIMIT: '100000',
  }
  const start = () => startProcess(['dist/main.js'], env)
  let server: RunningProcess | undefined = await start()
  const stocks = await tradedStocks(server.url)
  const endAt = Date.now() + options.durationMs
  let giveUpAt = Number.POSITIVE_INFINITY
  const client = retryingClient(
    () => server?.url,
    () => giveUpAt,
  )
  const restartMillis: number[] = []
  let killerDone = false
  const killer = (async () => {
    const gap = options.durationMs / (options.kills + 1)
    for (let kill = 0; kill < options.kills; kill++) {
      await sleep(gap * (0.5 + choice.below(1000) / 1000))
      const running = server
      server = undefined
      await running?.kill()
      const started = Date.now()
      server = await start()
      restartMillis.push(Date.now() - started)
    }
  })().finally(() => {
    killerDone = true
  })
  // Runs past the planned time until every kill has happened (restarts are slow on a loaded machine).
  const until = () => Date.now() > endAt && killerDone
  const reviewing = runFinanceReviews({ client, token: financeToken, choice: seededChoice(options.seed + 1), until })
  const operations = await runBankWorkload({
    client,
    tokens: funded.map((investor) => investor.token),
    stocks,
    choice,
    runId: `run${options.seed}`,
    until,
    dropRate: options.dropRate,
  })
  await killer.catch((error: unknown) => {
    giveUpAt = 0
    throw error
  })
  const reviews = await reviewing
  await server?.stop()
  return {
    dataDir,
    operations,
    reviews,
    userIds: funded.map((investor) => investor.userId),
    kills: options.kills,
    restartMillis,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
