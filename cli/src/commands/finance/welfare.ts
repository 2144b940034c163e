import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

type WelfareItem = StaffAnswer<'/welfare/approve'>

const printOne = (context: CommandContext, item: WelfareItem) =>
  printResult(
    context.output,
    wantsJson(context)
      ? item
      : {
          phone: item.phone,
          realName: item.realName,
          amount: item.application.amount,
          status: item.application.status,
          reason: item.application.reason,
        },
    wantsJson(context),
  )

/** `bourse welfare queue`: welfare-benefit applications waiting for finance. */
export const runWelfareQueue = async (context: CommandContext): Promise<void> => {
  const queue = await staffCall(staffTarget(context), '/welfare/queue', {})
  if (wantsJson(context)) return printJson(context.output, queue)
  printTable(
    context.output,
    queue,
    [
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'name', value: (row) => row.realName },
      { heading: 'code', value: (row) => row.application.code },
      { heading: 'amount', value: (row) => row.application.amount, amount: true },
      { heading: 'applied', value: (row) => instantText(row.application.applyTime) },
    ],
    'No welfare application is waiting.',
  )
}

/** `bourse welfare approve <phone>`: the bonus is journaled through the engine. */
export const runWelfareApprove = async (context: CommandContext): Promise<void> =>
  printOne(context, await staffCall(staffTarget(context), '/welfare/approve', { phone: firstArgument(context) }))

/** `bourse welfare reject <phone> --reason TEXT`. */
export const runWelfareReject = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    await staffCall(staffTarget(context), '/welfare/reject', {
      phone: firstArgument(context),
      reason: reasonOf(context),
    }),
  )
