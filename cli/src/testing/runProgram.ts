import { createProgram } from '../program.js'

export interface ProgramRun {
  readonly out: string
  readonly err: string
  readonly exitCode: number
}

/** Runs `bourse …args` in-process and captures what it prints and how it exits. */
export const runProgram = async (...args: string[]): Promise<ProgramRun> => {
  const out: string[] = []
  const err: string[] = []
  let exitCode = 0
  try {
    await createProgram({ out: (t) => out.push(t), err: (t) => err.push(t) }).parseAsync(args, { from: 'user' })
  } catch (error) {
    exitCode = (error as { exitCode?: number }).exitCode ?? 1
  }
  return { out: out.join(''), err: err.join(''), exitCode }
}
