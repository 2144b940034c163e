import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { printResult } from '../../output.js'

/** `bourse bank reset <phone> --reason TEXT`: unbinds the card (audited); prints the removed card, masked. */
export const runBankReset = async (context: CommandContext): Promise<void> => {
  const reset = await staffCall(staffTarget(context), '/bank/reset', {
    phone: firstArgument(context),
    reason: reasonOf(context),
  })
  printResult(
    context.output,
    wantsJson(context)
      ? reset
      : { phone: reset.phone, removed: `${reset.removed.bankName} ${reset.removed.bankNo}`, reason: reasonOf(context) },
    wantsJson(context),
  )
}
