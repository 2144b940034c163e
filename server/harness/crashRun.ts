import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningProcess, serverDir, startProcess } from '../src/testing/serverProcess.js'
import { type BankInvestor, prepareBank } from './bankSetup.js'
import { type Operation, runBankWorkload, type TradedStock } from './bankWorkload.js'
import { type FinanceReview, runFinanceReviews } from './financeReviewer.js'
import { type HarnessDatabase, harnessDatabase } from './harnessDatabase.js'
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
  readonly database: HarnessDatabase
  readonly operations: readonly Operation[]
  readonly reviews: readonly FinanceReview[]
  readonly investors: readonly BankInvestor[]
  readonly kills: number
  readonly restartMillis: readonly number[]
  /** Everything the server processes wrote to stdout and stderr after they started. */
  readonly logs: string
  /** Drops the run's database and removes its folder. */
  cleanUp(): Promise<void>
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
 * a real database (a SQLite file, or PostgreSQL in the PostgreSQL projects) while the server is killed with SIGKILL
 * at seeded moments and restarted on the same database;
 * requests cut off by a kill, and answers dropped on purpose, are retried with their `Idempotency-Key`. Ends with the
 * server stopped cleanly and the database left for the checks.
 */
export const runCrashes = async (options: CrashRunOptions): Promise<CrashRun> => {
  const choice = seededChoice(options.seed)
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-harness-'))
  const database = await harnessDatabase(dataDir)
  const setupConnection = database.open()
  const bank = (() => {
    try {
      return prepareBank(setupConnection, options.investors, 9_300_000_000)
    } finally {
      setupConnection.close()
    }
  })()
  const env = {
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    BOURSE_DATA_DIR: dataDir,
    BOURSE_DEMO: 'off',
    BOURSE_HISTORY: 'off',
    BOURSE_SEED: String(options.seed),
    BOURSE_SIGN_IN_LIMIT: '100000',
  }
  const logs: string[] = []
  const start = async () => {
    const running = await startProcess(['dist/main.js'], env)
    running.child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
    running.child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
    return running
  }
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
  let killerFailure: unknown
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
  })()
    .catch((error: unknown) => {
      // The server did not come back: the clients stop retrying at once instead of waiting for it.
      killerFailure = error
      giveUpAt = 0
    })
    .finally(() => {
      killerDone = true
    })
  // Runs past the planned time until every kill has happened (restarts are slow on a loaded machine).
  const until = () => Date.now() > endAt && killerDone
  const reviewing = runFinanceReviews({
    client,
    token: bank.financeToken,
    choice: seededChoice(options.seed + 1),
    until,
  })
  const operations = await runBankWorkload({
    client,
    tokens: bank.investors.map((investor) => investor.token),
    stocks,
    choice,
    runId: `run${options.seed}`,
    until,
    dropRate: options.dropRate,
  })
  await killer
  const reviews = await reviewing
  await server?.stop()
  if (killerFailure !== undefined) throw killerFailure
  return {
    database,
    operations,
    reviews,
    investors: bank.investors,
    kills: options.kills,
    restartMillis,
    logs: logs.join(''),
    cleanUp: async () => {
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
