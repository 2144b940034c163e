import { type CommandContext, signedInTarget } from './commandContext.js'
import type { ServerTarget } from './serverClient.js'

/** The server and the staff token (`BOURSE_TOKEN`, else the saved staff session). */
export const staffTarget = (context: CommandContext): ServerTarget => signedInTarget(context, 'staff')

/** The first declared argument of a command (commander has already refused it missing). */
export const firstArgument = (context: CommandContext): string => context.args[0] ?? ''

/** The `--reason` text. */
export const reasonOf = (context: CommandContext): string => String(context.options.reason ?? '')
