import { type AccountState, emptyAccount, fromJson, toJson } from '@bourse/core'
import type { Sqlite } from '../store/openSqlite.js'

/** The engine's account state of a user: the latest snapshot, or an empty account before the first event. */
export const loadAccount = (db: Sqlite, userId: number): AccountState => {
  const row = db.prepare('SELECT state FROM accounts WHERE user_id = ?').get(userId) as { state: string } | undefined
  return row ? fromJson<AccountState>(row.state) : emptyAccount(String(userId))
}

export const saveAccount = (db: Sqlite, userId: number, state: AccountState, now: number): void => {
  db.prepare(
    `INSERT INTO accounts (user_id, state, event_count, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET state = excluded.state, event_count = excluded.event_count, updated_at = excluded.updated_at`,
  ).run(userId, toJson(state), state.eventCount, now)
}
