import { Money, Withdrawal } from '@bourse/core'
import { WriteConflictError } from '../accounts/writeConflict.js'
import { announceStaffItem } from '../live/liveAnnouncements.js'
import type { SqlConnection, SqlValue } from '../store/SqlConnection.js'
import type { BoundBankCard } from './boundBankCard.js'

/** A stored withdrawal (`withdrawal_requests`), the read model of the engine's withdrawal record. */
export interface WithdrawalRow {
  readonly id: number
  readonly userId: number
  readonly amount: Money.Money
  readonly fee: Money.Money
  readonly status: Withdrawal.WithdrawalStatus
  readonly reason: string | null
  readonly bankName: string
  readonly bankAddress: string
  readonly bankNoLast4: string
  readonly appliedAt: number
  readonly settledAt: number | null
  /** `user` (cancelled), `staff:<name>` (paid or rejected), or empty while under review. */
  readonly settledBy: string
}

interface StoredRow {
  id: number
  user_id: number
  amount: string
  fee: string
  status: number
  reason: string | null
  bank_name: string
  bank_address: string
  bank_no_last4: string
  applied_at: number
  settled_at: number | null
  settled_by: string
}

const columns =
  'id, user_id, amount, fee, status, reason, bank_name, bank_address, bank_no_last4, applied_at, settled_at, settled_by'

const fromRow = (row: StoredRow): WithdrawalRow => ({
  id: row.id,
  userId: row.user_id,
  amount: Money.of(row.amount),
  fee: Money.of(row.fee),
  status: Withdrawal.readWithdrawalStatus(row.status) ?? Withdrawal.withdrawalStatus.underReview,
  reason: row.reason,
  bankName: row.bank_name,
  bankAddress: row.bank_address,
  bankNoLast4: row.bank_no_last4,
  appliedAt: row.applied_at,
  settledAt: row.settled_at,
  settledBy: row.settled_by,
})

/**
 * The id the next withdrawal will get: the API names withdrawals by whole numbers (`withId`) and the engine's record
 * by the same id. Call inside the transaction that stores it, where SQLite's single writer makes it unique.
 */
export const nextWithdrawalId = (db: SqlConnection): number =>
  (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM withdrawal_requests').get() as { next: number }).next

/** Stores a withdrawal the engine has just accepted, with the card it is paid to. */
export const insertWithdrawal = (
  db: SqlConnection,
  id: number,
  userId: number,
  record: Withdrawal.Withdrawal,
  card: BoundBankCard,
): void => {
  db.prepare(
    `INSERT INTO withdrawal_requests (id, user_id, amount, fee, status, bank_name, bank_address, bank_no_last4, applied_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    userId,
    Money.toText(record.amount),
    Money.toText(record.fee),
    record.status,
    card.bankName,
    card.bankAddress,
    card.bankNoLast4,
    record.appliedAt,
  )
  announceStaffItem(db, 'withdrawal', id, 'submitted', record.appliedAt)
}

/** The live sockets' name of each withdrawal status (issue 36). */
const withdrawalAction = ['submitted', 'paid', 'rejected', 'cancelled'] as const

/**
 * Records the status the engine settled a withdrawal at, only from status 0 (under review): a row another server
 * process settled meanwhile throws `WriteConflictError`, so the settling unit rolls back whole.
 */
export const recordSettlement = (
  db: SqlConnection,
  id: number,
  settled: { status: Withdrawal.WithdrawalStatus; reason: string | null; settledBy: string; now: number },
): void => {
  const changed = db
    .prepare(
      'UPDATE withdrawal_requests SET status = ?, reason = ?, settled_at = ?, settled_by = ? WHERE id = ? AND status = 0',
    )
    .run(settled.status, settled.reason, settled.now, settled.settledBy, id).changes
  if (changed !== 1) throw new WriteConflictError(`withdrawal ${id}`)
  announceStaffItem(db, 'withdrawal', id, withdrawalAction[settled.status], settled.now)
}

/** Keeps the payment provider's reference of the payout that paid withdrawal `id`. */
export const storePayoutReference = (db: SqlConnection, id: number, reference: string): void => {
  db.prepare('UPDATE withdrawal_requests SET payout_reference = ? WHERE id = ?').run(reference, id)
}

/** A withdrawal by id: any user's (staff), or only `userId`'s (a foreign id and an unknown one answer alike). */
export const findWithdrawal = (db: SqlConnection, id: number, userId?: number): WithdrawalRow | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM withdrawal_requests WHERE id = ?`).get(id) as StoredRow | undefined
  return row && (userId === undefined || row.user_id === userId) ? fromRow(row) : undefined
}

/** Filters of a withdrawal list. */
export interface WithdrawalQuery {
  readonly userId?: number
  readonly status?: number
  readonly pageNum: number
  readonly pageSize: number
  readonly oldestFirst?: boolean
}

/** A page of withdrawals matching `query` (newest first unless `oldestFirst`), and how many match in all. */
export const withdrawalPage = (db: SqlConnection, query: WithdrawalQuery): { rows: WithdrawalRow[]; total: number } => {
  const used = (
    [
      ['user_id = ?', query.userId],
      ['status = ?', query.status],
    ] as [string, SqlValue | undefined][]
  ).filter(([, value]) => value !== undefined)
  const filter = used.length === 0 ? '' : `WHERE ${used.map(([sql]) => sql).join(' AND ')}`
  const params = used.map(([, value]) => value as SqlValue)
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM withdrawal_requests ${filter}`).get(...params) as { n: number })
    .n
  const rows = db
    .prepare(
      `SELECT ${columns} FROM withdrawal_requests ${filter} ORDER BY id ${query.oldestFirst ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
    )
    .all(...params, query.pageSize, (query.pageNum - 1) * query.pageSize) as StoredRow[]
  return { rows: rows.map(fromRow), total }
}
