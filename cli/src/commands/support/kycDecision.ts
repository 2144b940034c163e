import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { printResult } from '../../output.js'
import { kycStates } from './user.js'

type Decision = { readonly phone: string; readonly isActive: number; readonly authMsg: string | null }

const print = (context: CommandContext, decision: Decision) =>
  printResult(
    context.output,
    wantsJson(context)
      ? decision
      : { phone: decision.phone, status: kycStates[decision.isActive] ?? '', reason: decision.authMsg },
    wantsJson(context),
  )

/** `bourse kyc approve <phone>`. */
export const runKycApprove = async (context: CommandContext): Promise<void> =>
  print(context, await staffCall(staffTarget(context), '/kyc/approve', { phone: firstArgument(context) }))

/** `bourse kyc reject <phone> --reason TEXT`: the reason is shown to the investor. */
export const runKycReject = async (context: CommandContext): Promise<void> =>
  print(
    context,
    await staffCall(staffTarget(context), '/kyc/reject', { phone: firstArgument(context), reason: reasonOf(context) }),
  )
