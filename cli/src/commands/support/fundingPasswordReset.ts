import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { printResult } from '../../output.js'

/**
 * `bourse funding-password reset <phone> --reason TEXT`: removes a forgotten funding password (support, audited), so
 * the investor sets a new one with the session alone.
 */
export const runFundingPasswordReset = async (context: CommandContext): Promise<void> => {
  const reset = await staffCall(staffTarget(context), '/fundingPassword/reset', {
    phone: firstArgument(context),
    reason: reasonOf(context),
  })
  printResult(
    context.output,
    wantsJson(context) ? reset : { phone: reset.phone, fundingPassword: 'removed', reason: reasonOf(context) },
    wantsJson(context),
  )
}
