import { existsSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
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
  // Checked before anything is read: a folder or a missing folder is a typing error, not a server's answer.
  if (existsSync(out) && statSync(out).isDirectory())
    throw usageFailure(`--out ${out} is a folder: name the file, e.g. --out ${resolve(out, 'checkpoint.json')}`)
  if (!existsSync(dirname(resolve(out)))) throw usageFailure(`--out ${out}: no folder ${dirname(resolve(out))}`)
  const written = await writeCheckpoint(staffTarget(context), out)
  if (wantsJson(context)) printJson(context.output, { file: out, accounts: written.accounts, root: written.root })
  else context.output.out(`Checkpoint of ${written.accounts} accounts written to ${out}\nroot ${written.root}\n`)
}
