import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fromSource, type RunningProcess, startProcess } from '../src/testing/serverProcess.js'

/** A process started for the bench (see `src/testing/serverProcess.ts`). */
export type Running = RunningProcess

/** The bare fastify baseline (`bench/helloWorld.ts`) in its own process. */
export const startHelloWorld = (): Promise<Running> => startProcess([...fromSource, 'bench/helloWorld.ts'], {})

/**
 * The Bourse server in its own process, as `main.ts` starts it (market ticking once a second): demo investors on,
 * no market history, a fresh database file (WAL, synchronous=FULL) in a temporary folder removed at stop.
 * `prepare` may write to the database before the server opens it; `env` adds to the server's environment (e.g.
 * `BOURSE_DATABASE_URL`). `BENCH_SERVER=dist` runs the built `dist/main.js` instead of the sources;
 * `BENCH_CPU_PROF=<dir>` writes the server's CPU profile (`node --cpu-prof`) there when it stops.
 */
export const startBourse = (
  prepare: (dataDir: string) => void = () => {},
  env: Readonly<Record<string, string>> = {},
): Promise<Running> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-bench-'))
  prepare(dataDir)
  const entry = process.env.BENCH_SERVER === 'dist' ? ['dist/main.js'] : [...fromSource, 'src/main.ts']
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
    : []
  return startProcess(
    [...profile, ...entry],
    { PORT: '0', HOST: '127.0.0.1', BOURSE_DATA_DIR: dataDir, BOURSE_DEMO: 'on', BOURSE_HISTORY: 'off', ...env },
    () => rmSync(dataDir, { recursive: true, force: true }),
  )
}
