import { translate } from '@bourse/core/messages'
import { readAdjustmentAmount } from '@bourse/core/staff'
import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { languageOf } from '../../internal/language.js'
import { staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, reasonOf, staffTarget } from '../../internal/staffTarget.js'
import { instantText, printJson, printResult, printTable } from '../../output.js'

type Adjustment = StaffAnswer<'/adjustments/approve'>

const accounts = ['stock', 'index', 'futures'] as const

const printOne = (context: CommandContext, adjustment: Adjustment) =>
  printResult(
    context.output,
    wantsJson(context)
      ? adjustment
      : {
          id: adjustment.id,
          phone: adjustment.phone,
          account: adjustment.account,
          amount: adjustment.amount,
          reason: adjustment.reason,
          status: adjustment.status,
          proposedBy: adjustment.proposedBy,
          decidedBy: adjustment.decidedBy ?? '',
        },
    wantsJson(context),
  )

const adjustmentId = (context: CommandContext): number => {
  const id = Number(firstArgument(context))
  if (!Number.isInteger(id) || id <= 0) throw usageFailure(`not an adjustment id: ${firstArgument(context)}`)
  return id
}

/** `bourse adjustments queue`: proposed adjustments waiting for a second admin (admin, auditor). */
export const runAdjustmentsQueue = async (context: CommandContext): Promise<void> => {
  const rows = await staffCall(staffTarget(context), '/adjustments/queue', {})
  if (wantsJson(context)) return printJson(context.output, rows)
  printTable(
    context.output,
    rows,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'account', value: (row) => row.account },
      { heading: 'amount', value: (row) => row.amount, amount: true },
      { heading: 'reason', value: (row) => row.reason },
      { heading: 'by', value: (row) => row.proposedBy },
      { heading: 'at', value: (row) => instantText(row.proposedAt) },
    ],
    'No adjustment waits for approval.',
  )
}

/**
 * `bourse adjustments propose <phone> <amount> [--account stock|index|futures] --reason TEXT`: a signed correction of
 * one balance (core's reading of the amount, refused in the reader's language), booked only when a second admin
 * approves it; the investor sees the reason in the fund flow.
 */
export const runAdjustmentPropose = async (context: CommandContext): Promise<void> => {
  const [phone = '', typed = ''] = context.args
  const account = String(context.options.account ?? 'stock')
  if (!accounts.includes(account as (typeof accounts)[number]))
    throw usageFailure(`--account must be one of ${accounts.join(', ')}`)
  const amount = readAdjustmentAmount(typed)
  if (!amount.ok) throw usageFailure(translate(amount.error.key, languageOf(context.env), amount.error.params))
  const proposed = await staffCall(staffTarget(context), '/adjustments/propose', {
    phone,
    account: account as (typeof accounts)[number],
    amount: amount.value,
    reason: reasonOf(context),
  })
  printOne(context, proposed)
  // Proposed all the same; said at once, not only when the second admin's approval is refused (issue 34).
  if (proposed.warning !== undefined && !wantsJson(context)) context.output.err(`bourse: ${proposed.warning}\n`)
}

/** `bourse adjustments approve <id>`: books it (a different admin, active before it was proposed). */
export const runAdjustmentApprove = async (context: CommandContext): Promise<void> =>
  printOne(context, await staffCall(staffTarget(context), '/adjustments/approve', { id: adjustmentId(context) }))

/** `bourse adjustments reject <id> --reason TEXT`: nothing moves (a second admin, or the proposer withdrawing it). */
export const runAdjustmentReject = async (context: CommandContext): Promise<void> =>
  printOne(
    context,
    await staffCall(staffTarget(context), '/adjustments/reject', {
      id: adjustmentId(context),
      reason: reasonOf(context),
    }),
  )
