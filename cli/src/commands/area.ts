import type { Command } from 'commander'
import type { CommandContext } from '../internal/commandContext.js'
import type { Output } from '../output.js'

/** What an area's commands are given: where to print, the environment and the terminal input. */
export interface AreaDependencies {
  readonly output: Output
  readonly env: NodeJS.ProcessEnv
  readonly stdin: NodeJS.ReadableStream
}

/** A command's work, given its context; it throws a CliFailure to refuse. */
export type Runner = (context: CommandContext) => Promise<void> | void

/**
 * The commander action for `run`: hands it the declared arguments and the options. `run` may be a loader
 * (`() => import(...)`) so heavy work is read only when the command runs.
 */
export const actionOf =
  (dependencies: AreaDependencies, run: Runner) =>
  async (...params: unknown[]): Promise<void> => {
    const command = params.at(-1) as Command
    await run({
      ...dependencies,
      args: command.processedArgs.filter((value): value is string => typeof value === 'string'),
      options: command.opts(),
    })
  }

/** Adds `--json` and `--server URL` to a command. */
export const withCommonOptions = (command: Command): Command =>
  command
    .option('--json', 'print one JSON document on stdout')
    .option('--server <url>', 'server origin (env BOURSE_SERVER, default http://127.0.0.1:8080)')
