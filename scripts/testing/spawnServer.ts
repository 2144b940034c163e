import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createTestDatabase } from './testDatabase.js'

export interface RunningServer {
  readonly url: string
  stop(): Promise<void>
}

const repository = resolve(import.meta.dirname, '../..')

/**
 * Starts the built production server (`server/dist/main.js`, built by `pnpm test` before the tests run) as its own
 * process on a free port over a fresh data folder and database (SQLite there, or a PostgreSQL database in the test
 * run's PostgreSQL projects, see `createTestDatabase`): demo data on, market history off unless asked for.
 * Client packages' tests use it, so they meet the real server without importing it.
 */
export const spawnServer = async (env: NodeJS.ProcessEnv = {}): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-e2e-'))
  const database = await createTestDatabase()
  const child = spawn(process.execPath, [join(repository, 'server/dist/main.js')], {
    cwd: repository,
    // Test-sized password hashing and a wide sign-in allowance, as for in-process test servers (startTestServer).
    env: {
      ...process.env,
      BOURSE_HISTORY: 'off',
      BOURSE_PASSWORD_COST: '10',
      BOURSE_SIGN_IN_LIMIT: '10000',
      ...database.env,
      ...env,
      PORT: '0',
      BOURSE_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/[^\s/]+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolveUrl(match[1])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  const stop = async () => {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
    await database.drop()
  }
  return { url, stop }
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done()
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
