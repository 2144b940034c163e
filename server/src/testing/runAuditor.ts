import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestServer } from './startTestServer.js'

/** The built terminal client (`pnpm build` / `tsc -b` before the tests, as `pnpm test` does). */
const cli = resolve(import.meta.dirname, '../../../cli/dist/cli.js')

export interface AuditorRun {
  readonly out: string
  readonly err: string
  readonly exitCode: number
}

/**
 * Runs the auditor's tool, the built `bourse` process, against a test server with a staff `token` (as
 * `BOURSE_TOKEN`), its own empty config folder, and `args` (`['audit', '--all', '--json']`).
 */
export const runAuditor = (server: Pick<TestServer, 'url'>, token: string, args: readonly string[]) =>
  new Promise<AuditorRun>((done, reject) => {
    const home = mkdtempSync(join(tmpdir(), 'bourse-auditor-'))
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, XDG_CONFIG_HOME: home, BOURSE_SERVER: server.url, BOURSE_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.once('error', reject)
    child.once('close', (code) => {
      rmSync(home, { recursive: true, force: true })
      done({ out, err, exitCode: code ?? -1 })
    })
  })

/** One difference of `bourse audit --json`. */
export interface AuditedDifference {
  readonly phone: string
  readonly what: string
  readonly stored: string
  readonly recomputed: string
  readonly table?: string
  readonly row?: string
  readonly event?: { readonly seq: number; readonly type: string }
  readonly journalRow?: number
}

/** The report of `bourse audit --json`. */
export interface AuditReport {
  readonly accountsAudited: number
  readonly events: number
  readonly differences: number
  /** Differences of no audited account: checkpoint accounts that are gone, the provider's unclaimed money. */
  readonly unattributed: readonly AuditedDifference[]
  readonly accounts: ReadonlyArray<{
    readonly phone: string
    readonly events: number
    readonly journalRows: number
    readonly chargesRecomputed: number
    /** Charges left to the journal: made before a fee change whose previous value the trail does not give. */
    readonly chargesNotRecomputed: number
    readonly differences: readonly AuditedDifference[]
  }>
}
