import type { SqlConnection } from '../store/SqlConnection.js'
import { findOwnGtt, moveGtt } from './gttRows.js'

/** Ends an active GTT a year after it was placed (Kite's validity); answers whether this call ended it. */
export const expireGtt = (db: SqlConnection, userId: number, gttId: number, now: number): boolean =>
  db.transaction(() => {
    const gtt = findOwnGtt(db, userId, gttId)
    return gtt !== undefined && now >= gtt.expiresAt && moveGtt(db, gtt, ['active'], 'expired', now)
  })()
