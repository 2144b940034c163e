import type { AccountState } from './AccountState.js'
import { emptyAccount } from './AccountState.js'
import { type Balances, emptyBalances } from './Balances.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import type { JournalEntry } from './JournalEntry.js'
import { applyEntries } from './Ledger.js'

/** Rebuilds an account from its events alone. */
export const replay = (userId: string, events: readonly Event[]): AccountState =>
  events.reduce(evolve, emptyAccount(userId))

/** Rebuilds the balances from journal rows alone (what an auditor has), checking every `balanceAfter`. */
export const replayJournal = (entries: readonly JournalEntry[]): Balances => applyEntries(emptyBalances, entries)
