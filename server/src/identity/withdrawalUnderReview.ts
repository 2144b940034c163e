import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * True when the user has a withdrawal under review (DECISIONS §10: status 0), the one thing that keeps a bank card
 * from being replaced or reset (DECISIONS §11). The withdrawals are the funds area's table `withdrawal_requests`
 * (migration 90: `user_id`, `status`); this reads it and nothing else of theirs.
 */
export const hasWithdrawalUnderReview = (db: SqlConnection, userId: number): boolean =>
  db.prepare('SELECT 1 AS found FROM withdrawal_requests WHERE user_id = ? AND status = 0 LIMIT 1').get(userId) !==
  undefined
