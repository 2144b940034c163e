import { type ChildProcess, spawn } from 'node:child_process'

/** A server (or any program printing "running at http://…") in its own process. */
export interface RunningProcess {
  /** `http://127.0.0.1:port`, without a trailing slash. */
  readonly url: string
  readonly pid: number | undefined
  readonly child: ChildProcess
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited and `cleanUp` has run. */
  stop(): Promise<void>
  /** `kill -9`: no chance to finish anything; resolves once it has exited. */
  kill(): Promise<void>
}

export interface ProcessOptions {
  /** The working directory. */
  readonly cwd: string
  /** Added to this process's environment. */
  readonly env: NodeJS.ProcessEnv
  /** Runs after `stop` (e.g. removes the data folder). */
  readonly cleanUp?: () => void | Promise<void>
  /** How long the start may take before it counts as failed (default 60 s; a busy machine may need more). */
  readonly startTimeoutMs?: number
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    child.once('exit', () => done())
  })

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
  const done = exited(child)
  child.kill('SIGTERM')
  await done
  clearTimeout(force)
}

const runningOf = (url: string, child: ChildProcess, cleanUp: () => void | Promise<void>): RunningProcess => ({
  url,
  pid: child.pid,
  child,
  stop: () => stopChild(child).then(cleanUp),
  kill: async () => {
    const done = exited(child)
    child.kill('SIGKILL')
    await done
  },
})

/**
 * Starts `args` under Node in its own process and answers once it prints "running at http://…". The one process
 * starter of every package's tests and benches (they meet the server as its users do, over HTTP).
 */
export const startProcess = (args: readonly string[], options: ProcessOptions): Promise<RunningProcess> => {
  const { cwd, env, cleanUp = () => {}, startTimeoutMs = 60_000 } = options
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise<RunningProcess>((resolveRunning, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${args.join(' ')} did not start within ${startTimeoutMs / 1000} s:\n${output}`))
    }, startTimeoutMs)
    const failed = (code: number | null) => {
      clearTimeout(timer)
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/[^\s/]+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        child.stdout?.off('data', read)
        child.off('exit', failed)
        resolveRunning(runningOf(match[1], child, cleanUp))
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', failed)
  })
}
