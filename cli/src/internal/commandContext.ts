import type { Output } from '../output.js'
import { CliFailure, usageFailure } from './failure.js'
import type { ServerTarget } from './serverClient.js'
import { readSessions, type SessionKind } from './sessionFile.js'

/** The default server: a local `pnpm start`. */
export const defaultServer = 'http://127.0.0.1:8080'

/** What every command runs with: where it prints, the environment, its arguments and options. */
export interface CommandContext {
  readonly output: Output
  readonly env: NodeJS.ProcessEnv
  readonly args: readonly string[]
  readonly options: Readonly<Record<string, unknown>>
  /** Text typed at the terminal (hidden for passwords); the real one reads the TTY. */
  readonly stdin: NodeJS.ReadableStream
}

/** `--json` was given. */
export const wantsJson = (context: CommandContext): boolean => context.options.json === true

/** Whether `text` is a server's address the client can call: `http://` or `https://` and a host. */
const isServerAddress = (text: string): boolean => {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
  } catch {
    return false
  }
}

/**
 * The server: `--server`, else `BOURSE_SERVER`, else the saved session's, else the local default. One that is not an
 * address is bad usage, said with where it came from (issue 34), before anything is asked.
 */
export const serverOf = (context: CommandContext, kind?: SessionKind): string => {
  const option = context.options.server
  const given = option ?? context.env.BOURSE_SERVER
  const saved = kind === undefined ? undefined : readSessions(context.env)[kind]?.server
  const server = typeof given === 'string' && given !== '' ? given : (saved ?? defaultServer)
  if (!isServerAddress(server)) {
    const source =
      typeof option === 'string' && option !== '' ? '--server' : given ? 'BOURSE_SERVER' : 'the saved session'
    throw usageFailure(`${source} "${server}" is not a server address: write it like http://127.0.0.1:8080`)
  }
  return server.replace(/\/+$/, '')
}

const signInHint: Record<SessionKind, string> = {
  staff: 'not signed in as staff: run `bourse login --staff <name>` or set BOURSE_TOKEN',
  investor: 'not signed in as an investor: run `bourse login <phone>` or set BOURSE_TOKEN',
}

/** Server and token for a signed-in call: `BOURSE_TOKEN` wins over the saved session of that kind. */
export const signedInTarget = (context: CommandContext, kind: SessionKind): ServerTarget => {
  const server = serverOf(context, kind)
  const override = context.env.BOURSE_TOKEN
  const token = override !== undefined && override !== '' ? override : readSessions(context.env)[kind]?.token
  if (token === undefined) throw new CliFailure(signInHint[kind])
  return { server, token }
}
