import { join } from 'node:path'
import { Money } from '@bourse/core'
import { executeCommand } from '../src/accounts/executeCommand.js'
import { openSqlite } from '../src/store/openSqlite.js'
import { openPostgres } from '../src/store/postgres/openPostgres.js'
import { type LocalPostgres, startLocalPostgres } from '../src/store/postgres/testing/localPostgres.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'
import { createTestInvestor } from '../src/users/testInvestor.js'
import { withDataVault } from '../src/vault/openDataVault.js'

/** The storage a bench run of the Bourse server uses. */
export type Backend = 'sqlite' | 'postgres'

/** The backends `BENCH_BACKENDS` names (comma-separated; default both, SQLite first). */
export const benchBackends = (text = process.env.BENCH_BACKENDS ?? 'sqlite,postgres'): Backend[] =>
  text.split(',').map((name) => {
    const backend = name.trim()
    if (backend !== 'sqlite' && backend !== 'postgres') throw new Error(`BENCH_BACKENDS: unknown backend "${backend}"`)
    return backend
  })

/** A database for one Bourse server of the bench: the environment that selects it, and how to open it beforehand. */
export interface BenchDatabase {
  readonly backend: Backend
  /** Added to the server's environment (`BOURSE_DATABASE_URL` for PostgreSQL; SQLite lives in the data folder). */
  readonly env: Readonly<Record<string, string>>
  open(dataDir: string): SqlConnection
  stop(): Promise<void>
}

/** `BENCH_PG_SETTINGS="shared_buffers=1GB,log_min_duration_statement=50"`: settings for the bench's PostgreSQL. */
const postgresSettings = (text = process.env.BENCH_PG_SETTINGS ?? ''): Record<string, string> =>
  Object.fromEntries(
    text
      .split(',')
      .filter((pair) => pair.includes('='))
      .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
  )

/**
 * SQLite: the server's file in its data folder. PostgreSQL: a server of its own in a temporary folder
 * (`startLocalPostgres`, durable: `fsync` on; `BENCH_PG_SETTINGS` added, its log appended to `BENCH_PG_LOG` if set),
 * stopped and removed by `stop`.
 */
export const startBenchDatabase = async (backend: Backend): Promise<BenchDatabase> => {
  if (backend === 'sqlite') {
    return {
      backend,
      env: {},
      open: (dataDir) => withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir),
      stop: async () => {},
    }
  }
  const logFile = process.env.BENCH_PG_LOG
  const postgres: LocalPostgres = await startLocalPostgres({
    durable: true,
    settings: postgresSettings(),
    ...(logFile ? { logFile } : {}),
  })
  return {
    backend,
    env: { BOURSE_DATABASE_URL: postgres.url },
    open: (dataDir) => withDataVault(openPostgres(postgres.url), dataDir),
    stop: postgres.stop,
  }
}

/**
 * Before the server starts: one approved investor per amount, each with a session and that amount credited to the
 * stock account by a journaled sandbox deposit (on either backend). Answers each one's session token.
 */
export const fundBenchInvestors = (db: SqlConnection, amounts: readonly number[], firstPhone = 9_200_000_000) => {
  const now = Date.now()
  return amounts.map((amount, index) => {
    const investor = createTestInvestor(db, now, { phone: String(firstPhone + index) })
    const decision = executeCommand(
      db,
      investor.userId,
      { type: 'creditDeposit', id: 'bench-funding', rechargeId: 'bench-sandbox', amount: Money.of(amount) },
      now,
    )
    if (!decision.ok) throw new Error(`funding investor ${investor.phone}: ${decision.error.key}`)
    return investor.token
  })
}
