import type { Command } from 'commander'
import { type AreaDependencies, actionOf, type Runner, withCommonOptions } from '../area.js'
import { registerContractNotes } from './contractNotes.js'
import { runFinancingApprove, runFinancingQueue, runFinancingReject } from './financing.js'
import { runRechargeConfirm, runRechargeFail, runRechargesQueue } from './recharges.js'
import { runWelfareApprove, runWelfareQueue, runWelfareReject } from './welfare.js'
import { runWithdrawalPay, runWithdrawalReject, runWithdrawalsQueue } from './withdrawals.js'

interface Review {
  readonly name: string
  readonly description: string
  /** What a decision names: `<id>`, `<orderSn>` or `<phone>`. */
  readonly subject: string
  readonly queue: Runner
  readonly approve: readonly [verb: string, description: string, run: Runner, option?: readonly [string, string]]
  readonly reject: readonly [verb: string, description: string, run: Runner]
}

const reviews: readonly Review[] = [
  {
    name: 'withdrawals',
    description: 'Withdrawals under review (finance decides, the auditor reads the queue)',
    subject: '<id>',
    queue: runWithdrawalsQueue,
    approve: ['pay', 'Mark a withdrawal paid (the bank transfer was sent)', runWithdrawalPay],
    reject: ['reject', 'Reject a withdrawal; the money returns to the investor', runWithdrawalReject],
  },
  {
    name: 'recharges',
    description: 'Recharges waiting for the bank (finance decides, the auditor reads the queue)',
    subject: '<orderSn>',
    queue: runRechargesQueue,
    approve: [
      'confirm',
      'Credit a waiting recharge by hand with the bank reference',
      runRechargeConfirm,
      ['--reference <text>', "the bank's reference (required)"],
    ],
    reject: ['fail', 'Mark a waiting recharge failed', runRechargeFail],
  },
  {
    name: 'financing',
    description: 'Margin-financing applications (finance)',
    subject: '<id>',
    queue: runFinancingQueue,
    approve: ['approve', 'Approve an application: the sub-account opens', runFinancingApprove],
    reject: ['reject', 'Reject an application', runFinancingReject],
  },
  {
    name: 'welfare',
    description: 'Welfare-benefit applications (finance decides, the auditor reads the queue)',
    subject: '<phone>',
    queue: runWelfareQueue,
    approve: ['approve', 'Approve an application: the bonus is credited', runWelfareApprove],
    reject: ['reject', 'Reject an application', runWelfareReject],
  },
]

/**
 * Finance's review queues: `withdrawals`, `recharges`, `financing`, `welfare`, each `queue | <approve> | <reject>`;
 * and `contract-notes` (finance runs them, support lists, shows and resends).
 */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  registerContractNotes(program, dependencies)
  for (const review of reviews) {
    const group = program.command(review.name).description(review.description)
    withCommonOptions(group.command('queue').description('What waits for review, oldest first')).action(
      actionOf(dependencies, review.queue),
    )
    const [approveVerb, approveDescription, approve, required] = review.approve
    const approveCommand = group.command(approveVerb).description(approveDescription).argument(review.subject)
    if (required) approveCommand.requiredOption(required[0], required[1])
    withCommonOptions(approveCommand).action(actionOf(dependencies, approve))
    const [rejectVerb, rejectDescription, reject] = review.reject
    withCommonOptions(
      group
        .command(rejectVerb)
        .description(rejectDescription)
        .argument(review.subject)
        .requiredOption('--reason <text>', 'why (required)'),
    ).action(actionOf(dependencies, reject))
  }
}
