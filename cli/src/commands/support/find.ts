import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import { firstArgument, staffTarget } from '../../internal/staffTarget.js'
import { printJson, printTable } from '../../output.js'
import { kycStates } from './user.js'

/** `bourse find <text>`: investors matching part of a name or phone, last digits, or a record number (audited). */
export const runFind = async (context: CommandContext): Promise<void> => {
  const hits = await staffCall(staffTarget(context), '/users/search', { q: firstArgument(context) })
  if (wantsJson(context)) return printJson(context.output, hits)
  printTable(
    context.output,
    hits,
    [
      { heading: 'phone', value: (hit) => hit.phone },
      { heading: 'name', value: (hit) => hit.realName },
      { heading: 'KYC', value: (hit) => kycStates[hit.isActive] ?? hit.isActive },
      { heading: 'found by', value: (hit) => hit.detail },
    ],
    'No investor matches.',
  )
}
