import type { Command, Decision } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { projectFinancing } from './financingRows.js'

/**
 * Runs one financing command through the engine (`executeCommand`) and updates the financing read tables from its
 * events, in one transaction (a savepoint of the caller's, when there is one).
 */
export const runFinancingCommand = (db: SqlConnection, userId: number, command: Command, now: number): Decision =>
  db.transaction((): Decision => {
    const decision = executeCommand(db, userId, command, now)
    if (decision.ok) projectFinancing(db, userId, decision.events)
    return decision
  })()
