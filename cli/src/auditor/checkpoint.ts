import { readFileSync, writeFileSync } from 'node:fs'
import { CliFailure, usageFailure } from '../internal/failure.js'
import type { ServerTarget } from '../internal/serverClient.js'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import type { CheckpointHead } from './accountAudit.js'
import { checkpointRoot } from './chainHashes.js'
import { staffPages } from './staffPages.js'

type Head = StaffAnswer<'/users/heads'>[number]

/** A checkpoint file: every account's chain heads and one root over them (DECISIONS §23). */
interface CheckpointFile {
  readonly kind: 'bourse-audit-checkpoint'
  readonly server: string
  readonly takenAt: string
  readonly accounts: readonly Head[]
  readonly root: string
}

/** Reads every account's stored chain heads, page by page. */
const readHeads = async (target: ServerTarget): Promise<Head[]> => {
  const heads: Head[] = []
  for await (const head of staffPages(target, '/users/heads', {}, (row) => row.id)) heads.push(head)
  return heads
}

/**
 * Writes every account's event and journal chain heads and their root to `out` (0600), for the auditor to keep
 * outside the database; answers how many accounts it holds and the root. The heads are the stored ones: the audit is
 * what shows the chains behind them hold.
 */
export const writeCheckpoint = async (
  target: ServerTarget,
  out: string,
): Promise<{ readonly accounts: number; readonly root: string }> => {
  const accounts = await readHeads(target)
  const file: CheckpointFile = {
    kind: 'bourse-audit-checkpoint',
    server: target.server,
    takenAt: new Date().toISOString(),
    accounts,
    root: checkpointRoot(accounts),
  }
  writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`, { mode: 0o600 })
  return { accounts: accounts.length, root: file.root }
}

/**
 * The heads a checkpoint file holds by phone, after checking its root. A file that cannot be read or is no checkpoint
 * is bad usage (exit 2); one whose accounts no longer give its root was changed, which is a finding (exit 1).
 */
export const readCheckpoint = (path: string): Map<string, CheckpointHead> => {
  let file: CheckpointFile
  try {
    file = JSON.parse(readFileSync(path, 'utf8')) as CheckpointFile
  } catch (error) {
    throw usageFailure(`cannot read the checkpoint ${path}: ${(error as Error).message}`)
  }
  if (file.kind !== 'bourse-audit-checkpoint' || !Array.isArray(file.accounts))
    throw usageFailure(`${path} is not a checkpoint of bourse audit`)
  if (checkpointRoot(file.accounts) !== file.root)
    throw new CliFailure(`the checkpoint ${path} was changed: its accounts do not give its root`)
  return new Map(
    file.accounts.map((head) => [
      head.phone,
      {
        events: { line: head.eventSeq, hash: head.eventHash },
        journal: { line: head.journalLine, hash: head.journalHash },
      },
    ]),
  )
}
