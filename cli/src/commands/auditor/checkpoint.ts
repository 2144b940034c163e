import { writeCheckpoint } from '../../auditor/checkpoint.js'
import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { staffTarget } from '../../internal/staffTarget.js'
import { printJson } from '../../output.js'

/**
 * `bourse audit checkpoint --out FILE`: writes every account's event and journal chain heads and their root to
 * FILE (0600), for the auditor to keep outside the database; prints the root. Run `bourse audit --all` first: the
 * heads are the stored ones, and the audit is what shows the chains behind them hold.
 */
export const runCheckpoint = async (context: CommandContext): Promise<void> => {
  const out = context.options.out
  if (typeof out !== 'string' || out === '') throw usageFailure('give the file to write: --out FILE')
  const written = await writeCheckpoint(staffTarget(context), out)
  if (wantsJson(context)) printJson(context.output, { file: out, accounts: written.accounts, root: written.root })
  else context.output.out(`Checkpoint of ${written.accounts} accounts written to ${out}\nroot ${written.root}\n`)
}
