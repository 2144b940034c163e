import type { Command } from 'commander'
import { type AreaDependencies, actionOf, withCommonOptions } from '../area.js'
import { runAudit } from './audit.js'
import { runLog } from './log.js'

/** The auditor's commands: `audit`, `log`. */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  withCommonOptions(
    program
      .command('audit')
      .description(
        'Replay accounts from their events through core, recompute every charge, check the hash chains and reconcile every stored figure (balances, snapshots, positions, orders, withdrawals, recharges) with the replay, to the paisa; exit 1 on any difference',
      )
      .argument('[phone]', "one investor's phone, or `checkpoint` to export every account's chain heads")
      .option('--all', 'every account, streamed page by page (a progress bar on a terminal)')
      .option(
        '--workers <n>',
        'with --all: threads replaying accounts (default: one per core but one, at most 4; none on 2 cores)',
      )
      .option('--checkpoint <file>', 'also check every chain against the heads kept in this checkpoint file')
      .option('--out <file>', 'with `checkpoint`: the file to write the heads and their root to'),
  ).action(actionOf(dependencies, runAudit))
  withCommonOptions(
    program
      .command('log')
      .description('The staff audit trail: who did what, when, why, and the outcome (admin, auditor)')
      .option('--staff <name>', 'only this staff member')
      .option('--investor <phone>', 'only actions about this investor')
      .option('--since <date>', 'only from this date (2026-11-24, or an ISO instant)'),
  ).action(actionOf(dependencies, runLog))
}
