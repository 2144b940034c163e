import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { idArgument } from '../../internal/idArgument.js'
import { staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

type Withdrawal = StaffAnswer<'/withdrawals/pay'>

/** Withdrawal states (DECISIONS §10). */
export const withdrawalStates: Readonly<Record<number, string>> = {
  0: 'under review',
  1: 'paid',
  2: 'rejected',
  3: 'cancelled',
}

const printOne = (context: CommandContext, withdrawal: Withdrawal) =>
  printResult(
    context.output,
    wantsJson(context)
      ? withdrawal
      : {
          id: withdrawal.id,
          phone: withdrawal.phone,
          amount: withdrawal.amount,
          fee: withdrawal.fee,
          received: withdrawal.received,
          status: withdrawalStates[withdrawal.status] ?? '',
          reason: withdrawal.reason,
          settledBy: withdrawal.settledBy,
        },
    wantsJson(context),
  )

/** `bourse withdrawals queue`: withdrawals under review, oldest first; the card shown by its last 4 digits. */
export const runWithdrawalsQueue = async (context: CommandContext): Promise<void> => {
  const queue = await staffCall(staffTarget(context), '/withdrawals/queue', { limit: '1000' })
  if (wantsJson(context)) return printJson(context.output, queue)
  printTable(
    context.output,
    queue,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'name', value: (row) => row.realName },
      { heading: 'amount', value: (row) => row.amount, amount: true },
      { heading: 'fee', value: (row) => row.fee, amount: true },
      { heading: 'received', value: (row) => row.received, amount: true },
      { heading: 'bank', value: (row) => `${row.bankName} ${row.bankNo}` },
      { heading: 'applied', value: (row) => instantText(row.appliedAt) },
    ],
    'No withdrawal is under review.',
  )
}

/** `bourse withdrawals pay <id>`. */
export const runWithdrawalPay = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    await staffCall(staffTarget(context), '/withdrawals/pay', { id: idArgument(firstArgument(context)) }),
  )

/** `bourse withdrawals reject <id> --reason TEXT`: the money goes back to the investor's available funds. */
export const runWithdrawalReject = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    await staffCall(staffTarget(context), '/withdrawals/reject', {
      id: idArgument(firstArgument(context)),
      reason: reasonOf(context),
    }),
  )
