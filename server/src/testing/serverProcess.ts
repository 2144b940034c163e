import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'

/** A server (or any program printing "running at http://…") in its own process. */
export interface RunningProcess {
  /** `http://127.0.0.1:port`, without a trailing slash. */
  readonly url: string
  readonly pid: number | undefined
  readonly child: ChildProcess
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>
  /** `kill -9`: no chance to finish anything; resolves once it has exited. */
  kill(): Promise<void>
}

/** The server package's folder, the working directory of every process started here. */
export const serverDir = resolve(import.meta.dirname, '../..')

/** Node with tsx and the `source` condition, so workspace packages load from `src/` (no build needed). */
export const fromSource = ['--conditions=source', '--import', 'tsx'] as const

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

/** Starts `args` under Node in its own process and answers once it prints "running at http://…" (60 s at most). */
export const startProcess = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  cleanUp: () => void = () => {},
): Promise<RunningProcess> => {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise<RunningProcess>((resolveRunning, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${args.join(' ')} did not start within 60 s:\n${output}`))
    }, 60_000)
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
        resolveRunning({
          url: match[1],
          pid: child.pid,
          child,
          stop: () => stopChild(child).then(cleanUp),
          kill: async () => {
            const done = exited(child)
            child.kill('SIGKILL')
            await done
          },
        })
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', failed)
  })
}
