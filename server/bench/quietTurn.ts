import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * On a shared machine, waits for the lock file `BENCH_QUIET_LOCK` names (`flock`), so that two measurements never
 * run at once; answers its release. Without the variable, answers at once and holds nothing.
 */
export const quietTurn = async (): Promise<() => void> => {
  const file = process.env.BENCH_QUIET_LOCK
  if (!file) return () => {}
  const holder = spawn('flock', [file, '-c', 'echo held; exec sleep 86400'], { stdio: ['ignore', 'pipe', 'inherit'] })
  await once(holder.stdout, 'data')
  return () => holder.kill()
}
