import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { idArgument } from '../../internal/idArgument.js'
import { staffCall } from '../../internal/serverClient.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

/** A financing application as finance reviews it (core's `StaffFinancingApplication`, on the wire). */
interface FinancingApplication {
  readonly id: number
  readonly phone: string
  readonly realName: string
  readonly typeName: string
  readonly days: number
  readonly margin: string
  readonly lever: number
  readonly fundsAmount: string
  readonly status: number
  readonly subaccountNumber: string | null
  readonly reason: string | null
  readonly stockAvailable: string
  readonly addTime: number
}

/** Financing states (DECISIONS §10). */
export const financingStates: Readonly<Record<number, string>> = {
  0: 'pending review',
  1: 'active',
  2: 'rejected',
  3: 'expired',
  4: 'ended',
}

const printOne = (context: CommandContext, application: FinancingApplication) =>
  printResult(
    context.output,
    wantsJson(context)
      ? { ...application }
      : {
          id: application.id,
          phone: application.phone,
          product: application.typeName,
          margin: application.margin,
          funds: application.fundsAmount,
          status: financingStates[application.status] ?? String(application.status),
          subaccount: application.subaccountNumber,
          reason: application.reason,
        },
    wantsJson(context),
  )

/** `bourse financing queue`: margin-financing applications pending review. */
export const runFinancingQueue = async (context: CommandContext): Promise<void> => {
  const queue = (await staffCall(staffTarget(context), '/financing/queue', {})) as readonly FinancingApplication[]
  if (wantsJson(context)) return printJson(context.output, queue)
  printTable(
    context.output,
    queue,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'product', value: (row) => row.typeName },
      { heading: 'days', value: (row) => row.days },
      { heading: 'margin', value: (row) => row.margin, amount: true },
      { heading: 'lever', value: (row) => row.lever },
      { heading: 'funds', value: (row) => row.fundsAmount, amount: true },
      { heading: 'available', value: (row) => row.stockAvailable, amount: true },
      { heading: 'applied', value: (row) => instantText(row.addTime) },
    ],
    'No financing application is pending.',
  )
}

/** `bourse financing approve <id>`: opens the sub-account (the margin leaves the stock account). */
export const runFinancingApprove = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    (await staffCall(staffTarget(context), '/financing/approve', {
      id: idArgument(firstArgument(context)),
    })) as FinancingApplication,
  )

/** `bourse financing reject <id> --reason TEXT`. */
export const runFinancingReject = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    (await staffCall(staffTarget(context), '/financing/reject', {
      id: idArgument(firstArgument(context)),
      reason: reasonOf(context),
    })) as FinancingApplication,
  )
