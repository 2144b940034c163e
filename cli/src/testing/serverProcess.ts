import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const repository = resolve(import.meta.dirname, '../../..')

/** A built server (`server/dist/main.js`) running as its own process over a data folder. */
export interface ServerProcess {
  readonly url: string
  readonly dataDir: string
  /** Stops the process (SIGTERM: the database is closed cleanly); the folder stays. */
  stop(): Promise<void>
}

/** Demo staff and investors (BOURSE_DEMO on by default). */
export const demo = {
  staffPassword: 'demo-staff-1234',
  investor: '9000000001',
  otherInvestor: '9000000002',
  investorPassword: 'demo1234',
} as const

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done()
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })

/**
 * Starts the built server on a free port over `dataDir` (a fresh temporary folder when not given), as the
 * terminal client meets it in production; market history off, `env` added. Answers once it prints its URL.
 */
export const startServerProcess = async (env: NodeJS.ProcessEnv = {}, dataDir?: string): Promise<ServerProcess> => {
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'bourse-cli-'))
  const child = spawn(process.execPath, [join(repository, 'server/dist/main.js')], {
    cwd: repository,
    // Test-sized password hashing and a wide sign-in allowance, as for the server's own test servers.
    env: {
      ...process.env,
      BOURSE_HISTORY: 'off',
      BOURSE_PASSWORD_COST: '10',
      BOURSE_SIGN_IN_LIMIT: '10000',
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      BOURSE_DATA_DIR: folder,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 170_000)
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
  return { url, dataDir: folder, stop: () => stopChild(child) }
}

/** A copy of a stopped server's database (with its WAL files) in a new folder, for planting differences. */
export const copyDatabase = (dataDir: string): string => {
  const copy = mkdtempSync(join(tmpdir(), 'bourse-cli-copy-'))
  for (const suffix of ['', '-wal', '-shm']) {
    const file = join(dataDir, `bourse.sqlite${suffix}`)
    if (existsSync(file)) copyFileSync(file, join(copy, `bourse.sqlite${suffix}`))
  }
  return copy
}

/** Removes a data folder. */
export const removeFolder = (folder: string): void => rmSync(folder, { recursive: true, force: true })
