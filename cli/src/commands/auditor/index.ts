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
        'Replay accounts from their events through core, recompute every charge with the fee schedule and compare balances and charges with the stored journal, to the paisa; exit 1 on any difference',
      )
      .argument('[phone]', "one investor's phone")
      .option('--all', 'every account, streamed page by page (a progress bar on a terminal)'),
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
