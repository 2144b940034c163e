import type { CommandContext } from '../../internal/commandContext.js'

/** `bourse console`. */
export const runConsole = async (_context: CommandContext): Promise<void> => undefined
