import { Money, type WelfareBenefit } from '@bourse/core'
import { announceStaffItem } from '../live/liveAnnouncements.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** Stored status codes, the wire's: 0 under review, 1 approved, 2 rejected. */
const codeOf = { pending: 0, approved: 1, rejected: 2 } as const
const statusOf = ['pending', 'approved', 'rejected'] as const

/** An account's welfare application as stored, with who decided it. */
export interface StoredWelfare {
  readonly userId: number
  readonly application: WelfareBenefit.WelfareApplication
  readonly reviewedAt: number | null
  readonly reviewedBy: string | null
}

interface Row {
  readonly userId: number
  readonly code: string
  readonly amount: string
  readonly status: 0 | 1 | 2
  readonly reason: string | null
  readonly appliedAt: number
  readonly reviewedAt: number | null
  readonly reviewedBy: string | null
}

const columns = `user_id AS userId, code, amount, status, reason, applied_at AS appliedAt, reviewed_at AS reviewedAt,
  reviewed_by AS reviewedBy`

const fromRow = (row: Row): StoredWelfare => ({
  userId: row.userId,
  application: {
    code: row.code,
    amount: Money.of(row.amount),
    status: statusOf[row.status],
    appliedAt: row.appliedAt,
    ...(row.reason === null ? {} : { reason: row.reason }),
  },
  reviewedAt: row.reviewedAt,
  reviewedBy: row.reviewedBy,
})

/** The account's one application, if it applied. */
export const findWelfare = (db: SqlConnection, userId: number): StoredWelfare | undefined => {
  const row = db.prepare(`SELECT ${columns} FROM welfare_applications WHERE user_id = ?`).get(userId) as Row | undefined
  return row && fromRow(row)
}

/** Stores a new application; the user id is the key, so a second one cannot be stored. */
export const insertWelfare = (db: SqlConnection, userId: number, application: WelfareBenefit.WelfareApplication) => {
  db.prepare('INSERT INTO welfare_applications (user_id, code, amount, status, applied_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    application.code,
    Money.toText(application.amount),
    codeOf[application.status],
    application.appliedAt,
  )
  announceStaffItem(db, 'welfare', userId, 'submitted', application.appliedAt)
}

/**
 * Records the staff's decision, only over a pending row: false when another review decided it first (the caller
 * refuses, and its transaction rolls back).
 */
export const decideWelfare = (
  db: SqlConnection,
  userId: number,
  decided: WelfareBenefit.WelfareApplication,
  by: string,
  now: number,
): boolean => {
  const changed =
    db
      .prepare(
        'UPDATE welfare_applications SET status = ?, reason = ?, reviewed_at = ?, reviewed_by = ? WHERE user_id = ? AND status = 0',
      )
      .run(codeOf[decided.status], decided.reason ?? null, now, by, userId).changes === 1
  if (changed) announceStaffItem(db, 'welfare', userId, decided.status, now)
  return changed
}

/** The applications under review, oldest first, with the investor's phone and real name. */
export const welfareQueue = (db: SqlConnection): (StoredWelfare & { phone: string; realName: string })[] =>
  (
    db
      .prepare(
        `SELECT w.*, u.phone, u.real_name AS realName
         FROM (SELECT ${columns} FROM welfare_applications WHERE status = 0) w JOIN users u ON u.id = w.userId
         ORDER BY w.appliedAt, w.userId LIMIT 500`,
      )
      .all() as (Row & { phone: string; realName: string })[]
  ).map((row) => ({ ...fromRow(row), phone: row.phone, realName: row.realName }))

/** The wire form (`Api.WelfareApplication`): amount as text, status as its code. */
export const welfareWire = (stored: StoredWelfare) => ({
  code: stored.application.code,
  amount: Money.toText(stored.application.amount),
  status: codeOf[stored.application.status],
  reason: stored.application.reason ?? null,
  applyTime: stored.application.appliedAt,
  reviewTime: stored.reviewedAt,
})
