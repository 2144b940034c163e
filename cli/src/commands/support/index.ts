import type { Command } from 'commander'
import { type AreaDependencies, actionOf, withCommonOptions } from '../area.js'
import { runBankReset } from './bankReset.js'
import { runFind } from './find.js'
import { runFundingPasswordReset } from './fundingPasswordReset.js'
import { runKycApprove, runKycReject } from './kycDecision.js'
import { runKycQueue } from './kycQueue.js'
import { runKycShow } from './kycShow.js'
import { runSmsOutbox } from './smsOutbox.js'
import { runTicketsClose, runTicketsQueue, runTicketsReply, runTicketsShow } from './tickets.js'
import { runUser } from './user.js'

/** Support's commands: `user`, `find`, `kyc …`, `bank reset`, `funding-password reset`, `sms outbox`, `tickets …`. */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  const act = (run: Parameters<typeof actionOf>[1]) => actionOf(dependencies, run)
  withCommonOptions(
    program
      .command('user')
      .description(
        "An investor's whole account: three balances, KYC, masked bank card, positions with distance to liquidation, pending orders, money under review",
      )
      .argument('<phone>', "the investor's phone number"),
  ).action(act(runUser))

  withCommonOptions(
    program
      .command('find')
      .description(
        'Find investors by part of a name or phone, the last 4 of an ID or bank number, a position number, a pending-order id, a recharge number or bank reference',
      )
      .argument('<text>', 'what to look for (at least 2 characters)'),
  ).action(act(runFind))

  const kyc = program.command('kyc').description('Real-name review (support decides, the auditor reads)')
  withCommonOptions(kyc.command('queue').description('Applications waiting for review, oldest first')).action(
    act(runKycQueue),
  )
  withCommonOptions(
    kyc
      .command('show')
      .description('One application with the unmasked ID number; saves the ID images to files it names')
      .argument('<phone>', "the investor's phone number")
      .option('--out <folder>', 'folder for the ID images', '.'),
  ).action(act(runKycShow))
  withCommonOptions(
    kyc.command('approve').description('Approve a real-name application').argument('<phone>', "the investor's phone"),
  ).action(act(runKycApprove))
  withCommonOptions(
    kyc
      .command('reject')
      .description('Reject a real-name application; the reason is shown to the investor')
      .argument('<phone>', "the investor's phone")
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(act(runKycReject))

  const bank = program.command('bank').description("Investors' bank cards")
  withCommonOptions(
    bank
      .command('reset')
      .description("Unbind an investor's bank card so they can bind another (audited)")
      .argument('<phone>', "the investor's phone")
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(act(runBankReset))

  withCommonOptions(
    program
      .command('funding-password')
      .description("Investors' funding (withdrawal) passwords")
      .command('reset')
      .description('Remove a forgotten funding password so the investor can set a new one (audited)')
      .argument('<phone>', "the investor's phone")
      .requiredOption('--reason <text>', 'why (required)'),
  ).action(act(runFundingPasswordReset))

  const sms = program.command('sms').description('The development SMS provider')
  withCommonOptions(
    sms.command('outbox').description('Messages "sent", newest first').option('--phone <phone>', 'only this phone'),
  ).action(act(runSmsOutbox))

  const tickets = program.command('tickets').description('The help desk (support works it; the auditor reads)')
  withCommonOptions(
    tickets
      .command('queue')
      .description('Requests to work: oldest open first, then those answered')
      .option('--state <state>', 'active (open and answered), waiting (open only) or closed', 'active'),
  ).action(act(runTicketsQueue))
  withCommonOptions(
    tickets
      .command('show')
      .description('One request with its whole thread (audited); --out saves its images')
      .argument('<id>', 'request id')
      .option('--out <folder>', 'folder for the images (must exist)'),
  ).action(act(runTicketsShow))
  withCommonOptions(
    tickets
      .command('reply')
      .description('Reply to a request; the investor sees a badge until they read it')
      .argument('<id>', 'request id')
      .requiredOption('--message <text>', 'the reply (up to 2,000 characters)'),
  ).action(act(runTicketsReply))
  withCommonOptions(
    tickets
      .command('close')
      .description('Close a request; the investor may reopen it within 7 days')
      .argument('<id>', 'request id')
      .option('--reason <text>', 'a note for the audit trail'),
  ).action(act(runTicketsClose))
}
