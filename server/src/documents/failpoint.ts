/**
 * Crash points for the recovery tests (`BOURSE_FAILPOINT=<name>:<n>`): the n-th time this thread passes `<name>`,
 * the process is killed with SIGKILL, as `kill -9` would — no handler, no flush. Unset in production.
 */
const [armed, times] = (process.env.BOURSE_FAILPOINT ?? '').split(':')
let passes = 0

export const failpoint = (name: string): void => {
  if (armed !== name) return
  passes += 1
  if (passes >= Number(times ?? '1')) process.kill(process.pid, 'SIGKILL')
}
