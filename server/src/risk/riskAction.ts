import type { Command, Event } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { type Notice, postNotice } from '../inbox/inboxRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** What the risk loop did, for logs and tests. */
export interface RiskAction {
  readonly type: Command['type'] | 'liquidationWarning' | 'alertFired' | 'gttFired' | 'alertExpired' | 'gttExpired'
  readonly userId: number
  /** The position, order or trading day acted on. */
  readonly ref: string
}

/**
 * Runs one automatic action through the engine and, when it recorded events, posts the user's notice in the same
 * transaction. Ids are derived from what is acted on, so a repeat decides nothing and posts nothing.
 * Returns the recorded events, or `undefined` when the engine refused (the state has moved on; nothing is written).
 */
export const runRiskCommand = (
  db: SqlConnection,
  userId: number,
  command: Command,
  now: number,
  noticeOf: (events: readonly Event[]) => Notice | undefined,
): readonly Event[] | undefined =>
  db.transaction(() => {
    const decision = executeCommand(db, userId, command, now)
    if (!decision.ok || decision.events.length === 0) return undefined
    const notice = noticeOf(decision.events)
    if (notice) postNotice(db, userId, notice, now)
    return decision.events
  })()
