import { readFileSync } from 'node:fs'

/** Clock ticks per second of `/proc/…/stat` (`getconf CLK_TCK`: 100 on Linux). */
const ticksPerSecond = 100

/** CPU milliseconds (user + system) a `/proc` stat file reports, or `undefined` where there is no `/proc`. */
const cpuMillisOf = (statFile: string): number | undefined => {
  try {
    const text = readFileSync(statFile, 'utf8')
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
  } catch {
    return undefined
  }
}

/** CPU time a process has used so far: its main thread alone (thread id = process id) and the whole process. */
export interface CpuTime {
  readonly mainThreadMs: number
  readonly processMs: number
}

/** The CPU time of process `pid` (Linux `/proc`), or `undefined` elsewhere. */
export const cpuTimeOf = (pid: number | undefined): CpuTime | undefined => {
  if (pid === undefined) return undefined
  const mainThreadMs = cpuMillisOf(`/proc/${pid}/task/${pid}/stat`)
  const processMs = cpuMillisOf(`/proc/${pid}/stat`)
  return mainThreadMs === undefined || processMs === undefined ? undefined : { mainThreadMs, processMs }
}
