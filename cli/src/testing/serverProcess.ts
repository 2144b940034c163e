import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SecondFactor } from '@bourse/core'
import { startBuiltServer } from '../../../scripts/testing/spawnServer.js'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'

/** A built server (`server/dist/main.js`) running as its own process over a data folder. */
export interface ServerProcess {
  readonly url: string
  readonly dataDir: string
  /** The server's clock: the instant `BOURSE_CLOCK` froze it at, else the real one (second-factor codes are judged by it). */
  readonly clock: () => number
  /** Stops the process (SIGTERM: the database is closed cleanly); the folder stays. */
  stop(): Promise<void>
}

/** Demo staff and investors (BOURSE_DEMO on by default). */
export const demo = {
  staffPassword: 'demo-staff-1234',
  /** Every demo staff member's TOTP secret (core's published `SecondFactor.demoTotpSecret`). */
  staffTotpSecret: SecondFactor.demoTotpSecret,
  investor: '9000000001',
  otherInvestor: '9000000002',
  investorPassword: 'demo1234',
} as const

/**
 * Starts the built server on a free port over `dataDir` (a fresh temporary folder when not given), as the
 * terminal client meets it in production; market history off, `env` added. Answers once it prints its URL.
 */
export const startServerProcess = async (env: NodeJS.ProcessEnv = {}, dataDir?: string): Promise<ServerProcess> => {
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'bourse-cli-'))
  const running = await startBuiltServer(folder, env)
  const frozen = env.BOURSE_CLOCK ? Date.parse(env.BOURSE_CLOCK) : undefined
  return { url: running.url, dataDir: folder, clock: () => frozen ?? Date.now(), stop: running.stop }
}

/** Signs a demo staff member in over `/staff-api/login` and answers the Bearer token. */
/** A staff member's token, signed in with the demo password and a code of the demo authenticator at the server's time. */
export const staffToken = (server: ServerProcess, name: string): Promise<string> =>
  staffTokenOf(server.url, name, demo.staffPassword, demo.staffTotpSecret, server.clock)

/** A copy of a stopped server's database (with its WAL files) in a new folder, for planting differences. */
export const copyDatabase = (dataDir: string): string => {
  const copy = mkdtempSync(join(tmpdir(), 'bourse-cli-copy-'))
  for (const suffix of ['', '-wal', '-shm']) {
    const file = join(dataDir, `bourse.sqlite${suffix}`)
    if (existsSync(file)) copyFileSync(file, join(copy, `bourse.sqlite${suffix}`))
  }
  // The vault's master key goes with the copy: without it the copy's personal data cannot be opened.
  copyFileSync(join(dataDir, 'master.key'), join(copy, 'master.key'))
  chmodSync(join(copy, 'master.key'), 0o600)
  return copy
}

/** Removes a data folder. */
export const removeFolder = (folder: string): void => rmSync(folder, { recursive: true, force: true })
