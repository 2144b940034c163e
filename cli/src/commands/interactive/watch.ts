import type { CommandContext } from '../../internal/commandContext.js'

/** `bourse watch`. */
export const runWatch = async (_context: CommandContext): Promise<void> => undefined
