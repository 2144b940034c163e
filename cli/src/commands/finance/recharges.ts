import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

type Recharge = StaffAnswer<'/recharges/confirm'>

/** Recharge states (DECISIONS §17). */
export const rechargeStates: Readonly<Record<number, string>> = { 0: 'waiting', 1: 'paid', 2: 'failed', 3: 'cancelled' }

const printOne = (context: CommandContext, recharge: Recharge) =>
  printResult(
    context.output,
    wantsJson(context)
      ? recharge
      : {
          orderSn: recharge.orderSn,
          phone: recharge.phone,
          amount: recharge.amount,
          status: rechargeStates[recharge.status] ?? '',
          settledBy: recharge.settledBy,
          note: recharge.note,
        },
    wantsJson(context),
  )

/** `bourse recharges queue`: recharge orders waiting for the bank, oldest first. */
export const runRechargesQueue = async (context: CommandContext): Promise<void> => {
  const queue = await staffCall(staffTarget(context), '/recharges/queue', { limit: '1000' })
  if (wantsJson(context)) return printJson(context.output, queue)
  printTable(
    context.output,
    queue,
    [
      { heading: 'orderSn', value: (row) => row.orderSn },
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'amount', value: (row) => row.amount, amount: true },
      { heading: 'provider', value: (row) => row.provider },
      { heading: 'created', value: (row) => instantText(row.createdAt) },
      { heading: 'expires', value: (row) => instantText(row.expiresAt) },
    ],
    'No recharge is waiting.',
  )
}

/** `bourse recharges confirm <orderSn> --reference TEXT`: credits the order by hand with the bank's reference. */
export const runRechargeConfirm = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    await staffCall(staffTarget(context), '/recharges/confirm', {
      orderSn: firstArgument(context),
      reference: String(context.options.reference ?? ''),
    }),
  )

/** `bourse recharges fail <orderSn> --reason TEXT`. */
export const runRechargeFail = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    await staffCall(staffTarget(context), '/recharges/fail', {
      orderSn: firstArgument(context),
      reason: reasonOf(context),
    }),
  )
