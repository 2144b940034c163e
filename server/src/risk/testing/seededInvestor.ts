import { type Command, decide, type Event, emptyAccount, evolveOwned } from '@bourse/core'
import { saveAccount } from '../../accounts/accountRepository.js'
import { appendEvent } from '../../accounts/eventLog.js'
import { project } from '../../accounts/projections.js'
import { chainHeadOf } from '../../audit/historyChain.js'
import { testPasswordHashSync } from '../../auth/passwordHash.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { addInvitationCode } from '../../users/invitationCodes.js'
import { insertUser } from '../../users/usersRepository.js'

/** A new approved investor whose commands are decided by the engine in memory. */
export interface SeededInvestor {
  readonly userId: number
  /** Decides `command` on the state so far and stores its events as `executeCommand` does (chained, projected). */
  run(command: Command): readonly Event[]
  /** Writes the account row and snapshot once, after the last command. */
  save(): void
}

/**
 * For seeding thousands of investors in tests and benches: no HTTP, no look-up, one password hash for all
 * (`passwordHash`, from `seedPasswordHash`). Only for new users: nothing is read back.
 */
export const seededInvestor = (
  db: SqlConnection,
  investor: { readonly phone: string; readonly realName: string; readonly passwordHash: string },
  now: number,
): SeededInvestor => {
  addInvitationCode(db, 'SEEDCODE', now)
  const userId = insertUser(db, { ...investor, agentCode: 'SEEDCODE', idCard: '123456789012', isActive: 2 }, now)
  let state = emptyAccount(String(userId))
  let head = chainHeadOf(db, userId, state)
  return {
    userId,
    run: (command) => {
      const decision = decide(state, command, now)
      if (!decision.ok) throw new Error(`seeding investor ${userId}: ${decision.error.key}`)
      for (const event of decision.events) {
        state = evolveOwned(state, event)
        head = appendEvent(db, userId, state.eventCount, event, head)
        project(db, userId, event, state)
      }
      return decision.events
    },
    save: () => {
      saveAccount(db, userId, emptyAccount(String(userId)), { ...state, handledCommands: {} }, now)
    },
  }
}

/** The password hash every seeded investor shares ("investor1" at the test cost). */
export const seedPasswordHash = (): string => testPasswordHashSync('investor1')

/** Runs `seedOne(i)` for i below `count`, fifty a transaction (a commit, and SQLite's sync, per investor would be most of the time). */
export const inBatchesOfFifty = (db: SqlConnection, count: number, seedOne: (i: number) => void): void => {
  for (let first = 0; first < count; first += 50)
    db.transaction(() => {
      for (let i = first; i < Math.min(first + 50, count); i++) seedOne(i)
    })()
}
