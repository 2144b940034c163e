import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { printResult } from '../../output.js'

/**
 * `bourse staff disable <name> --reason TEXT` (any admin, at once: docs/operations.md): the member can no longer sign
 * in and their sessions end; the trail keeps who, why and the roles they held. Re-enabling is a proposal two admins
 * decide (`staff propose enable`).
 */
export const runStaffDisable = async (context: CommandContext): Promise<void> => {
  const member = await staffCall(staffTarget(context), '/staff/disable', {
    name: firstArgument(context),
    reason: reasonOf(context),
  })
  printResult(
    context.output,
    wantsJson(context) ? member : { disabled: member.name, roles: member.roles.join(','), reason: reasonOf(context) },
    wantsJson(context),
  )
}
