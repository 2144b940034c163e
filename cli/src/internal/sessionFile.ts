import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/** Who a saved session belongs to: a staff member (staff API) or an investor (`/prod-api`). */
export type SessionKind = 'staff' | 'investor'

export interface SavedSession {
  readonly server: string
  /** The staff login name or the investor's phone. */
  readonly who: string
  readonly token: string
}

export type SessionFile = Partial<Record<SessionKind, SavedSession>>

/** `$XDG_CONFIG_HOME/bourse` (else `~/.config/bourse`): where the sessions are kept. */
export const configFolder = (env: NodeJS.ProcessEnv): string =>
  join(env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : join(homedir(), '.config'), 'bourse')

/** The session file, `<config folder>/session.json`, readable by its owner only (0600). */
export const sessionPath = (env: NodeJS.ProcessEnv): string => join(configFolder(env), 'session.json')

/** The saved sessions; none when the file is missing or unreadable. */
export const readSessions = (env: NodeJS.ProcessEnv): SessionFile => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(sessionPath(env), 'utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as SessionFile) : {}
  } catch {
    return {}
  }
}

/** Saves (or, with `undefined`, forgets) one kind of session; the file and folder stay private (0600 / 0700). */
export const writeSession = (env: NodeJS.ProcessEnv, kind: SessionKind, session: SavedSession | undefined): void => {
  const sessions = { ...readSessions(env), [kind]: session }
  if (session === undefined) delete sessions[kind]
  const path = sessionPath(env)
  if (Object.keys(sessions).length === 0) {
    rmSync(path, { force: true })
    return
  }
  mkdirSync(configFolder(env), { recursive: true, mode: 0o700 })
  writeFileSync(path, `${JSON.stringify(sessions, null, 2)}\n`, { mode: 0o600 })
  // The mode of writeFileSync applies only to a new file; an older file is tightened too.
  chmodSync(path, 0o600)
}
