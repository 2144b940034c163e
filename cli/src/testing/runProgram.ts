import { Readable } from 'node:stream'
import { runBourse } from '../program.js'

export interface ProgramRun {
  readonly out: string
  readonly err: string
  readonly exitCode: number
}

/** Runs `bourse …args` in-process and captures what it prints and how it exits. */
export const runProgram = async (...args: string[]): Promise<ProgramRun> => {
  const out: string[] = []
  const err: string[] = []
  const exitCode = await runBourse({ out: (t) => out.push(t), err: (t) => err.push(t) }, args, {
    env: process.env,
    stdin: Readable.from([]),
  })
  return { out: out.join(''), err: err.join(''), exitCode }
}
