import type { WarningState } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** Stores the last trading day a liquidation warning went out to the user (the risk book keeps it in memory). */
export const saveWarningState = (db: SqlConnection, userId: number, state: WarningState): void => {
  if (state.lastWarningDay === undefined) return
  db.prepare(
    `INSERT INTO risk_warnings (user_id, last_warning_day) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET last_warning_day = excluded.last_warning_day`,
  ).run(userId, state.lastWarningDay)
}
