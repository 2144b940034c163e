import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export interface Running {
  /** `http://127.0.0.1:port`, without a trailing slash. */
  readonly url: string
  readonly pid: number | undefined
  stop(): Promise<void>
}

const serverDir = resolve(import.meta.dirname, '..')

/** Node with tsx and the `source` condition, so workspace packages load from `src/` (no build needed). */
const fromSource = ['--conditions=source', '--import', 'tsx']

/** Starts `args` under Node in its own process and answers once it prints "running at http://…". */
const start = (args: readonly string[], env: NodeJS.ProcessEnv, cleanUp: () => void = () => {}): Promise<Running> => {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise<Running>((resolveRunning, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${args.join(' ')} did not start within 60 s:\n${output}`))
    }, 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/[^\s/]+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        child.stdout?.off('data', read)
        resolveRunning({ url: match[1], pid: child.pid, stop: () => stopChild(child).then(cleanUp) })
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))
    })
  })
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill('SIGTERM')
  })

/** The bare fastify baseline (`bench/helloWorld.ts`) in its own process. */
export const startHelloWorld = (): Promise<Running> => start([...fromSource, 'bench/helloWorld.ts'], {})

/**
 * The Bourse server in its own process, as `main.ts` starts it (market ticking once a second): demo investors on,
 * no market history, a fresh database file (WAL, synchronous=FULL) in a temporary folder removed at stop.
 * `prepare` may write to the database before the server opens it. `BENCH_SERVER=dist` runs the built `dist/main.js` instead of the sources;
 * `BENCH_CPU_PROF=<dir>` writes the server's CPU profile (`node --cpu-prof`) there when it stops.
 */
export const startBourse = (prepare: (dataDir: string) => void = () => {}): Promise<Running> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-bench-'))
  prepare(dataDir)
  const entry = process.env.BENCH_SERVER === 'dist' ? ['dist/main.js'] : [...fromSource, 'src/main.ts']
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
    : []
  return start(
    [...profile, ...entry],
    { PORT: '0', HOST: '127.0.0.1', BOURSE_DATA_DIR: dataDir, BOURSE_DEMO: 'on', BOURSE_HISTORY: 'off' },
    () => rmSync(dataDir, { recursive: true, force: true }),
  )
}
