import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * On a shared machine, waits for the lock file `BENCH_QUIET_LOCK` names (`flock`), so that two measurements never
 * run at once; answers its release. Without the variable, answers at once and holds nothing.
 */
export const quietTurn = async (): Promise<() => void> => {
  const file = process.env.BENCH_QUIET_LOCK
  if (!file) return () => {}
  // `-o`: the lock is flock's own, not its child's; the group is killed so that no child outlives the turn.
  const holder = spawn('flock', ['-o', file, '-c', 'echo held; exec sleep 86400'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  await once(holder.stdout, 'data')
  return () => process.kill(-(holder.pid as number))
}
