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

/** Passes `<kind>Fired` once a firing has committed (a crash point after the commit), and answers whether it fired. */
export const fired = (kind: 'alert' | 'gtt', done: boolean): boolean => {
  if (done) failpoint(`${kind}Fired`)
  return done
}
