import { replay, replayJournal } from '@bourse/core'
import { expect } from 'vitest'
import { loadAccount } from '../accounts/accountRepository.js'
import { journalOf } from '../accounts/eventLog.js'
import { eventsOf } from '../accounts/eventsOf.js'
import type { Sqlite } from '../store/openSqlite.js'

/**
 * For every account in the database: the journal rows alone rebuild the stored balances, and the events alone
 * rebuild the stored state. Integration tests call it after each test.
 */
export const expectJournalReplays = (db: Sqlite): void => {
  const users = (db.prepare('SELECT user_id FROM accounts').all() as { user_id: number }[]).map((row) => row.user_id)
  for (const userId of users) {
    const stored = loadAccount(db, userId)
    expect(replayJournal(journalOf(db, userId)), `journal of user ${userId}`).toEqual(stored.balances)
    expect(replay(String(userId), eventsOf(db, userId)), `events of user ${userId}`).toEqual(stored)
  }
}
