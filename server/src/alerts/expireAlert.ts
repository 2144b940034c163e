import type { SqlConnection } from '../store/SqlConnection.js'
import { findOwnAlert, moveAlert } from './alertRows.js'

/** Ends an alert a year after it was set (Kite's validity); answers whether this call ended it. */
export const expireAlert = (db: SqlConnection, userId: number, alertId: number, now: number): boolean =>
  db.transaction(() => {
    const alert = findOwnAlert(db, userId, alertId)
    return alert !== undefined && now >= alert.expiresAt && moveAlert(db, alert, ['active', 'disabled'], 'expired', now)
  })()
