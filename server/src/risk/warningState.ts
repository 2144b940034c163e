import { neverWarned, type WarningState } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** The user's liquidation-warning state: the last trading day a warning went out. */
export const loadWarningState = (db: SqlConnection, userId: number): WarningState => {
  const row = db.prepare('SELECT last_warning_day AS day FROM risk_warnings WHERE user_id = ?').get(userId) as
    | { day: string }
    | undefined
  return row ? { lastWarningDay: row.day } : neverWarned
}

export const saveWarningState = (db: SqlConnection, userId: number, state: WarningState): void => {
  if (state.lastWarningDay === undefined) return
  db.prepare(
    `INSERT INTO risk_warnings (user_id, last_warning_day) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET last_warning_day = excluded.last_warning_day`,
  ).run(userId, state.lastWarningDay)
}
