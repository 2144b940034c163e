import type { Command } from 'commander'
import { type AreaDependencies, actionOf, withCommonOptions } from '../area.js'
import { runAdjustmentApprove, runAdjustmentPropose, runAdjustmentReject, runAdjustmentsQueue } from './adjustments.js'
import {
  decisionsOf,
  runKeysRotate,
  runKeysStatus,
  runSettingPropose,
  runStaffList,
  runStaffPropose,
} from './proposals.js'

/**
 * The admin's two-person commands (DECISIONS §21): `staff list | proposals | show | propose | approve | reject`,
 * `settings proposals | show | propose | approve | reject`, `keys status | rotate | proposals | show | approve |
 * reject` (DECISIONS §28), `adjustments queue | propose | approve | reject`. A proposal takes effect only when a
 * different admin, active before it was made, approves it.
 */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  const action = (run: Parameters<typeof actionOf>[1]) => actionOf(dependencies, run)
  const staff = program.command('staff').description('Staff members and the proposals about them (admin)')
  withCommonOptions(staff.command('list').description('Every staff member')).action(action(runStaffList))
  withCommonOptions(
    staff
      .command('propose')
      .description('Propose a new member, a role grant or re-enabling a member, for a second admin to approve')
      .argument('<action>', 'create, grant or enable')
      .argument('<name>', 'the staff login name')
      .option('--roles <list>', 'roles, comma-separated (support, finance, auditor, admin)')
      .option('--password-stdin', "read the new member's first password from stdin instead of asking")
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(action(runStaffPropose))
  const settings = program.command('settings').description('Money-setting changes under two admins')
  withCommonOptions(
    settings
      .command('propose')
      .description('Propose a new value of a money setting (checked against its bounds)')
      .argument('<name>', 'the setting, e.g. withFeeSingle')
      .argument('<value>', 'its new value')
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(action(runSettingPropose))
  const keys = program.command('keys').description('The keys that seal personal data, rotated under two admins')
  withCommonOptions(keys.command('status').description('Each class’s key, older keys and records to reseal')).action(
    action(runKeysStatus),
  )
  withCommonOptions(
    keys
      .command('rotate')
      .description('Propose new data keys for a class of personal data, for a second admin to approve')
      .argument('<class>', 'idNumber, bankAccount, idImage, otpSecret or all')
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(action(runKeysRotate))
  const adjustments = program.command('adjustments').description('Balance adjustments under two admins')
  withCommonOptions(adjustments.command('queue').description('Adjustments waiting for a second admin')).action(
    action(runAdjustmentsQueue),
  )
  withCommonOptions(
    adjustments
      .command('propose')
      .description('Propose a signed correction of a balance, for a second admin to approve')
      .argument('<phone>', "the investor's phone")
      .argument('<amount>', 'signed, at most 2 decimals, e.g. 250.00 or -99.50 (use -- before a negative amount)')
      .option('--account <account>', 'stock (default), index or futures')
      .requiredOption('--reason <text>', 'why (required; the investor sees it in the fund flow)'),
  ).action(action(runAdjustmentPropose))
  withCommonOptions(
    adjustments.command('approve').description('Approve and book an adjustment (not your own)').argument('<id>'),
  ).action(action(runAdjustmentApprove))
  withCommonOptions(
    adjustments
      .command('reject')
      .description('Reject (or withdraw) an adjustment')
      .argument('<id>')
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(action(runAdjustmentReject))
  const decisions = [
    [staff, decisionsOf('staff')],
    [settings, decisionsOf('settings')],
    [keys, decisionsOf('keys')],
  ] as const
  for (const [group, { list, show, approve, reject }] of decisions) {
    withCommonOptions(
      group
        .command('proposals')
        .description('Proposals waiting for a second admin')
        .option('--status <status>', 'proposed (default), approved, rejected or all'),
    ).action(action(list))
    withCommonOptions(
      group.command('show').description('One proposal, whatever its status, with its reason').argument('<id>'),
    ).action(action(show))
    withCommonOptions(
      group.command('approve').description('Approve a proposal (not your own)').argument('<id>'),
    ).action(action(approve))
    withCommonOptions(
      group
        .command('reject')
        .description('Reject (or withdraw) a proposal')
        .argument('<id>')
        .requiredOption('--reason <text>', 'why (required)'),
    ).action(action(reject))
  }
}
