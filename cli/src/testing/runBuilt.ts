import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { SecondFactor } from '@bourse/core'
import { nextStaffCode } from '../../../scripts/testing/staffSignIn.js'

const cli = resolve(import.meta.dirname, '../../dist/cli.js')

export interface BuiltRun {
  readonly out: string
  readonly err: string
  readonly exitCode: number
}

/** A person at a terminal: their own config folder (so their own saved sessions) and the server they talk to. */
export interface TerminalUser {
  readonly env: NodeJS.ProcessEnv
  run(args: readonly string[], input?: string): Promise<BuiltRun>
}

/** Runs the built `bourse` (cli/dist, as `pnpm bourse` does) as a process: arguments, stdin, env; captures all. */
export const runBuilt = (args: readonly string[], env: NodeJS.ProcessEnv, input = ''): Promise<BuiltRun> =>
  new Promise((done, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, stdio: 'pipe' })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.once('error', reject)
    child.once('close', (code) => done({ out, err, exitCode: code ?? -1 }))
    child.stdin.end(input)
  })

/** A terminal user with a fresh `XDG_CONFIG_HOME`, pointed at `server` (BOURSE_SERVER). */
export const terminalUser = (server: string, env: NodeJS.ProcessEnv = {}): TerminalUser => {
  const userEnv = {
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'bourse-cli-home-')),
    BOURSE_SERVER: server,
    BOURSE_TOKEN: '',
    ...env,
  }
  return { env: userEnv, run: (args, input) => runBuilt(args, userEnv, input) }
}

/**
 * Signs `user` in as staff `name` (password on stdin, with `--totp` the code of the demo staff's published secret at
 * `serverClock` — a server frozen by `BOURSE_CLOCK` judges codes at its instant) and answers the user.
 */
export const signedInStaff = async (
  server: string,
  name: string,
  password: string,
  serverClock: () => number,
): Promise<TerminalUser> => {
  const user = terminalUser(server)
  const totp = await nextStaffCode(server, name, SecondFactor.demoTotpSecret, serverClock)
  const login = await user.run(['login', '--staff', name, '--password-stdin', '--totp', totp], `${password}\n`)
  if (login.exitCode !== 0) throw new Error(`staff ${name} could not sign in: ${login.err}`)
  return user
}
