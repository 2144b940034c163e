import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testPasswordCost } from '../auth/passwordHash.js'
import type { Clock } from '../clock.js'
import { readConfig, type ServerConfig } from '../config.js'
import type { DocumentsService } from '../documents/openDocuments.js'
import { historyLengthOf } from '../market/historyLength.js'
import type { MarketService } from '../market/MarketService.js'
import type { LogStream } from '../observability/logOptions.js'
import { openBourse } from '../openBourse.js'
import type { RiskLoop } from '../risk/riskLoop.js'
import { createTestDatabase, testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import type { SqlConnection } from '../store/SqlConnection.js'

export interface TestServer {
  readonly url: string
  readonly db: SqlConnection
  readonly config: ServerConfig
  /** The simulated market, not ticking: drive it with `market.tickOnce(now)` and `market.setPrice(…)`. */
  readonly market: MarketService
  /** Movable when the test froze it with `BOURSE_CLOCK`. */
  readonly clock: Clock
  /** The risk loop, not subscribed to ticks here: run a pass by hand with `risk.runOnce(now)` after a price move. */
  readonly risk: RiskLoop
  /** Contract notes and statements: `documents.runner.runOnce()` works a requested run to its end. */
  readonly documents: DocumentsService
  /** `http://127.0.0.1:<port>/metrics` when the test turned metrics on (`BOURSE_METRICS_PORT: '0'`). */
  readonly metricsUrl: string | undefined
  close(): Promise<void>
}

/**
 * Where the server's log lines go (with `BOURSE_LOG_LEVEL` set): tests that read the log capture them here;
 * `riskOnTick` runs the risk loop on every `tickOnce`, as `main.ts` does (observability tests time it).
 */
export interface TestServerOptions {
  readonly logStream?: LogStream
  readonly riskOnTick?: boolean
}

/**
 * A real server on a random loopback port over a fresh database file in a temporary folder — or, when the run is on
 * PostgreSQL (`BOURSE_TEST_DATABASE=postgres`, the `server-pg` project), a fresh database copied from the run's
 * migrated template, dropped at close. The market has no history
 * unless `BOURSE_HISTORY` says `short` or `full`, so a test server starts in milliseconds. It logs nothing
 * (`BOURSE_LOG_LEVEL` silent) and collects no metrics (`BOURSE_METRICS_PORT` off) unless the test asks.
 */
export const startTestServer = async (
  env: NodeJS.ProcessEnv = {},
  options: TestServerOptions = {},
): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-test-'))
  // Passwords are hashed at the test cost (N = 2^10) unless the test asks for another: no test waits on full scrypt.
  // The sign-in rate limit and the password-check queue are wide: tests of those limits set their own.
  const defaults = {
    BOURSE_DEMO: 'off',
    BOURSE_PASSWORD_COST: String(testPasswordCost),
    BOURSE_PASSWORD_QUEUE: '200',
    BOURSE_SIGN_IN_LIMIT: '10000',
    BOURSE_LOG_LEVEL: 'silent',
    BOURSE_METRICS_PORT: 'off',
  }
  const postgresUrl = testPostgresUrl()
  const database = postgresUrl === undefined ? undefined : await createTestDatabase(postgresUrl)
  const storage = database === undefined ? {} : { BOURSE_DATABASE_URL: database.url }
  const config = readConfig({ ...defaults, ...env, ...storage, BOURSE_DATA_DIR: dataDir, PORT: '0' }, process.cwd())
  // Tests drive the risk loop by hand after `tickOnce`/`setPrice`, so each step is deterministic.
  const bourse = await openBourse(config, historyLengthOf(env.BOURSE_HISTORY ?? 'off'), {
    riskOnTick: options.riskOnTick ?? false,
    ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
  })
  const url = await bourse.app.listen({ port: 0, host: '127.0.0.1' })
  const metricsUrl = await bourse.listenMetrics()
  return {
    url,
    db: bourse.db,
    config,
    market: bourse.market,
    clock: bourse.clock,
    risk: bourse.risk,
    documents: bourse.documents,
    metricsUrl,
    close: async () => {
      await bourse.close()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
