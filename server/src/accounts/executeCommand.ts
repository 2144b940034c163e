import { type Command, type Decision, decide, evolve } from '@bourse/core'
import type { Sqlite } from '../store/openSqlite.js'
import { loadAccount, saveAccount } from './accountRepository.js'
import { appendEvent } from './eventLog.js'
import { project } from './projections.js'

/**
 * Runs one engine command for one user in one SQLite transaction: decide against the stored state, then
 * append the events and their journal rows, update the read tables and the snapshot — all of it or none.
 * Nested inside another transaction (e.g. an idempotent request) it becomes a savepoint of that one.
 */
export const executeCommand = (db: Sqlite, userId: number, command: Command, now: number): Decision =>
  db.transaction((): Decision => {
    let state = loadAccount(db, userId)
    const decision = decide(state, command, now)
    if (!decision.ok) return decision
    for (const event of decision.events) {
      state = evolve(state, event)
      appendEvent(db, userId, state.eventCount, event)
      project(db, userId, event, state)
    }
    if (decision.events.length > 0) saveAccount(db, userId, state, now)
    return decision
  })()
