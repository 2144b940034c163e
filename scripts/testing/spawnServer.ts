import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type RunningProcess, startProcess } from './startProcess.js'
import { createTestDatabase } from './testDatabase.js'

export interface RunningServer {
  readonly url: string
  stop(): Promise<void>
}

const repository = resolve(import.meta.dirname, '../..')

/**
 * Test-sized password hashing and a wide sign-in allowance, as for in-process test servers (startTestServer); only
 * warnings logged, and metrics on a free port (several of these servers run at once).
 */
const testDefaults: NodeJS.ProcessEnv = {
  BOURSE_HISTORY: 'off',
  BOURSE_PASSWORD_COST: '10',
  BOURSE_SIGN_IN_LIMIT: '10000',
  BOURSE_LOG_LEVEL: 'warn',
  BOURSE_METRICS_PORT: '0',
}

/**
 * Starts the built production server (`server/dist/main.js`, built by `pnpm test` before the tests run) as its own
 * process on a free loopback port (or `env.PORT`) over `dataDir`, with the test defaults and `env`: demo data on,
 * market history off unless asked for.
 */
export const startBuiltServer = (
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  cleanUp: () => void | Promise<void> = () => {},
): Promise<RunningProcess> =>
  startProcess([join(repository, 'server/dist/main.js')], {
    cwd: repository,
    env: { ...testDefaults, PORT: '0', ...env, HOST: '127.0.0.1', BOURSE_DATA_DIR: dataDir },
    cleanUp,
    startTimeoutMs: 120_000,
  })

/**
 * The built server over a fresh data folder and database (SQLite there, or a PostgreSQL database in the test run's
 * PostgreSQL projects, see `createTestDatabase`), both removed when it stops. Client packages' tests use it, so they
 * meet the real server without importing it.
 */
export const spawnServer = async (env: NodeJS.ProcessEnv = {}): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-e2e-'))
  const database = await createTestDatabase()
  const running = await startBuiltServer(dataDir, { ...database.env, ...env }, async () => {
    rmSync(dataDir, { recursive: true, force: true })
    await database.drop()
  })
  return { url: running.url, stop: running.stop }
}

/** A spawned server a test may kill (`kill -9`: no goodbye to its sockets) and start again at the same address. */
export interface RestartableServer extends RunningServer {
  kill(): Promise<void>
  start(): Promise<void>
}

/** As `spawnServer`, but `kill` and `start` keep its data folder, database and port between runs. */
export const spawnRestartableServer = async (env: NodeJS.ProcessEnv = {}): Promise<RestartableServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-e2e-'))
  const database = await createTestDatabase()
  let running: RunningProcess | undefined = await startBuiltServer(dataDir, { ...database.env, ...env })
  const url = running.url
  const port = new URL(url).port
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true })
    await database.drop()
  }
  return {
    url,
    kill: async () => {
      await running?.kill()
      running = undefined
    },
    start: async () => {
      running ??= await startBuiltServer(dataDir, { ...database.env, ...env, PORT: port })
    },
    stop: async () => {
      await running?.stop()
      await cleanUp()
    },
  }
}
