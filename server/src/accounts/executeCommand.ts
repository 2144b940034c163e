import { type AccountState, type Command, type Decision, decide, type Event, evolveOwned } from '@bourse/core'
import { chainHeadOf, rememberChainHead } from '../audit/historyChain.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { carryExposure } from './accountExposure.js'
import { cacheAccount, forgetAccount, loadAccountFor, saveAccount } from './accountRepository.js'
import { carryTriggers } from './accountTriggers.js'
import { appendEvent } from './eventLog.js'
import { project } from './projections.js'
import { retryingOnce } from './writeConflict.js'

/**
 * Runs one engine command for one user in one SQLite transaction: decide against the account (kept in memory by
 * `accountRepository`), then append the events and their journal rows, update the read tables and the account row
 * (balances every time, the full snapshot every `snapshotEvery` events) — all of it or none. A command id that
 * already recorded events decides nothing (core's rule, checked on the `events` table since states carry no handled
 * ids). Nested inside another transaction (an HTTP request's unit of work, a risk action) it writes in that one, with
 * no savepoint of its own: a command that fails there fails the caller's whole unit, so a caller must not catch the
 * error and go on inside the same transaction (none does; each catches outside it).
 *
 * The cached state changes only once the transaction has finished without error, under the revision it wrote; if an
 * enclosing transaction rolls back later, the stored revision no longer matches and the next use reads the database.
 * Any error drops the user's cached state.
 *
 * Events are applied with core's `evolveOwned`: the cached state's position records are updated in place (O(1) per
 * order instead of a copy of every open position), so the state loaded before the command must not be used after
 * it — the cache holds the new state, or forgets the user on error.
 *
 * Another server process on the same PostgreSQL may write the account between the read and the write: the write is
 * guarded by the `events` key (user, seq) — the first event appended after a stale read takes a `seq` already stored,
 * and that insert fails — and the loser's unit rolls back whole. Called on its own (no transaction open: the risk
 * loop, the IPO runs) the command is decided once more against the stored account (`retryingOnce`); inside a caller's
 * transaction the conflict (`isWriteConflict`) goes to the caller, whose whole unit rolls back (`atomically` runs it
 * once more).
 */
export const executeCommand = (db: SqlConnection, userId: number, command: Command, now: number): Decision =>
  // Inside a caller's unit of work (an HTTP request's transaction) what the caller read may be stale too: the
  // conflict goes up, the unit rolls back whole and `atomically` runs it again. On its own (the risk loop) the
  // command is the unit.
  db.inTransaction
    ? decideAndWrite(db, userId, command, now)
    : retryingOnce(() => decideAndWrite(db, userId, command, now))

const decideAndWrite = (db: SqlConnection, userId: number, command: Command, now: number): Decision => {
  let written:
    | {
        readonly before: AccountState
        readonly state: AccountState
        readonly revision: string
        readonly events: readonly Event[]
      }
    | undefined
  const decideAndStore = (): Decision => {
    const { state: before, handled } = loadAccountFor(db, userId, command.id)
    if (handled) return { ok: true, events: [] }
    const decision = decide(before, command, now)
    if (!decision.ok || decision.events.length === 0) return decision
    let state = before
    let head = chainHeadOf(db, userId, before)
    for (const event of decision.events) {
      state = evolveOwned(state, event)
      head = appendEvent(db, userId, state.eventCount, event, head)
      project(db, userId, event, state)
    }
    state = { ...state, handledCommands: {} }
    rememberChainHead(state, head)
    written = { before, state, revision: saveAccount(db, userId, before, state, now), events: decision.events }
    return decision
  }
  try {
    // Inside a caller's transaction, no savepoint of its own: a write that fails fails the caller's unit, which
    // rolls back whole (on PostgreSQL a savepoint's end would also cost a round trip to learn that it did not fail).
    const decision = db.inTransaction ? decideAndStore() : db.transaction(decideAndStore)()
    if (written !== undefined) {
      cacheAccount(db, userId, written.state, written.revision)
      carryExposure(written.before, written.state, written.events)
      carryTriggers(written.before, written.state, written.events)
    }
    return decision
  } catch (error) {
    forgetAccount(db, userId)
    throw error
  }
}
