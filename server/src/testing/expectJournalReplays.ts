import { replay, replayJournal, toJson } from '@bourse/core'
import { expect } from 'vitest'
import { loadAccount, readStoredAccount } from '../accounts/accountRepository.js'
import { journalOf } from '../accounts/eventLog.js'
import { eventsOf } from '../accounts/eventsOf.js'
import { financingProjectionMismatches } from '../financing/financingProjectionCheck.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * For every account in the database: the journal rows alone rebuild the stored balances (the `balances` column and
 * the state), and the events alone rebuild the state the server decides against — loaded as the server loads it
 * (cache, else last snapshot plus later events) and read again from the database without the cache. States keep no
 * handled command ids (the `events` table answers those), so the replay is compared without them.
 * Integration tests call it after each test.
 */
export const expectJournalReplays = (db: SqlConnection): void => {
  const users = (db.prepare('SELECT user_id FROM accounts').all() as { user_id: number }[]).map((row) => row.user_id)
  for (const userId of users) {
    const live = loadAccount(db, userId)
    const stored = readStoredAccount(db, userId)
    const events = eventsOf(db, userId)
    const replayed = replay(String(userId), events)
    const balancesRow = db.prepare('SELECT balances FROM accounts WHERE user_id = ?').get(userId) as {
      balances: string | null
    }
    expect(replayJournal(journalOf(db, userId)), `journal of user ${userId}`).toEqual(live.balances)
    expect(replayed.handledCommands, `handled commands of user ${userId}`).toEqual(
      Object.fromEntries(events.map((event) => [event.commandId, true])),
    )
    expect({ ...replayed, handledCommands: {} }, `events of user ${userId}`).toEqual(live)
    expect(stored, `stored state of user ${userId}`).toEqual(live)
    expect(financingProjectionMismatches(db, userId, live), `financing tables of user ${userId}`).toEqual([])
    if (balancesRow.balances !== null) {
      expect(balancesRow.balances, `balances row of user ${userId}`).toBe(toJson(live.balances))
    }
  }
}
