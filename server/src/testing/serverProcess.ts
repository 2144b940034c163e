import { resolve } from 'node:path'
import { type RunningProcess, startProcess as startIn } from '../../../scripts/testing/startProcess.js'

export type { RunningProcess }

/** The server package's folder, the working directory of every process started here. */
export const serverDir = resolve(import.meta.dirname, '../..')

/** Node with tsx and the `source` condition, so workspace packages load from `src/` (no build needed). */
export const fromSource = ['--conditions=source', '--import', 'tsx'] as const

/**
 * Starts `args` under Node in the server's folder and answers once it prints "running at http://…" (60 s at most).
 * Metrics are served on a free port unless `env` says otherwise: several servers run side by side here.
 */
export const startProcess = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  cleanUp: () => void = () => {},
): Promise<RunningProcess> => startIn(args, { cwd: serverDir, env: { BOURSE_METRICS_PORT: '0', ...env }, cleanUp })
