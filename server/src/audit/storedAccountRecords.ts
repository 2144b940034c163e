import type { Api } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

type Records = Api.StaffDataOf<'/users/records'>

/**
 * Every stored figure of one account outside its events and journal, as text exactly as stored: the `accounts` row,
 * the last snapshot, the read tables, withdrawal rows and recharge orders (`/staff-api/users/records`). Ids are sent
 * as text so rows of every table compare alike.
 */
export const storedAccountRecords = (db: SqlConnection, userId: number): Records => {
  const account = db.prepare('SELECT balances, event_count FROM accounts WHERE user_id = ?').get(userId) as
    | { balances: string | null; event_count: number }
    | undefined
  const snapshot = db.prepare('SELECT seq, state FROM account_snapshots WHERE user_id = ?').get(userId) as
    | { seq: number; state: string }
    | undefined
  const anchor = db
    .prepare(
      `SELECT event_seq AS eventSeq, event_hash AS eventHash, journal_line AS journalLine, journal_hash AS journalHash
       FROM history_chain_anchors WHERE user_id = ?`,
    )
    .get(userId) as { eventSeq: number; eventHash: string; journalLine: number; journalHash: string } | undefined
  const rows = (sql: string) => db.prepare(sql).all(userId) as { id: string; status: number; data: string }[]
  return {
    userId,
    balances: account?.balances ?? null,
    eventCount: Number(account?.event_count ?? 0),
    snapshot: snapshot === undefined ? null : { seq: Number(snapshot.seq), state: snapshot.state },
    positions: rows(
      'SELECT position_sn AS id, state AS status, data FROM positions WHERE user_id = ? ORDER BY position_sn',
    ),
    pendingOrders: rows('SELECT id, status, data FROM pending_orders WHERE user_id = ? ORDER BY id'),
    ipoApplications: rows(
      'SELECT CAST(id AS TEXT) AS id, status, data FROM ipo_applications WHERE user_id = ? ORDER BY id',
    ),
    financingApplications: rows(
      `SELECT CAST(id AS TEXT) AS id, status, data FROM financing_applications
       WHERE user_id = ? AND data <> '{}' ORDER BY id`,
    ),
    financingPositions: rows(
      'SELECT position_sn AS id, state AS status, data FROM financing_positions WHERE user_id = ? ORDER BY position_sn',
    ),
    anchor:
      anchor === undefined
        ? null
        : { ...anchor, eventSeq: Number(anchor.eventSeq), journalLine: Number(anchor.journalLine) },
    withdrawals: db
      .prepare(
        `SELECT id, amount, fee, status, payout_reference AS payoutReference FROM withdrawal_requests
         WHERE user_id = ? ORDER BY id`,
      )
      .all(userId) as Records['withdrawals'] as never,
    providerRecords: db
      .prepare(
        `SELECT id, provider, kind, reference, amount, provider_reference AS providerReference FROM provider_records
         WHERE user_id = ? AND kind IN ('collected', 'payout') ORDER BY id`,
      )
      .all(userId) as never,
    recharges: db
      .prepare(
        `SELECT order_sn AS orderSn, amount, status, settled_by AS settledBy FROM recharge_orders
         WHERE user_id = ? ORDER BY id`,
      )
      .all(userId) as never,
  }
}
