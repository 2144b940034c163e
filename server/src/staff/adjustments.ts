import { type DomainError, domainError, Money, Staff } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { StaffRecord } from './staffRepository.js'

export interface AdjustmentRow {
  readonly id: number
  readonly phone: string
  readonly userId: number
  readonly account: 'stock' | 'index' | 'futures'
  readonly amount: string
  readonly reason: string
  readonly status: Staff.AdjustmentStatus
  readonly proposedBy: string
  readonly proposedAt: number
  readonly decidedBy: string | null
  readonly decidedAt: number | null
}

const select = `SELECT a.id, u.phone, a.user_id AS userId, a.account, a.amount, a.reason, a.status,
  a.proposed_by AS proposedBy, a.proposed_at AS proposedAt, a.decided_by AS decidedBy, a.decided_at AS decidedAt
  FROM adjustments a JOIN users u ON u.id = a.user_id`

export const findAdjustment = (db: SqlConnection, id: number): AdjustmentRow | undefined =>
  db.prepare(`${select} WHERE a.id = ?`).get(id) as AdjustmentRow | undefined

export const proposedAdjustments = (db: SqlConnection): AdjustmentRow[] =>
  db.prepare(`${select} WHERE a.status = 'proposed' ORDER BY a.id`).all() as AdjustmentRow[]

/** Records a proposal; nothing moves until a second admin approves it. */
export const proposeAdjustment = (
  db: SqlConnection,
  proposal: { userId: number; account: string; amount: Money.Money; reason: string; proposedBy: string },
  now: number,
): number =>
  insertedId(
    db,
    "INSERT INTO adjustments (user_id, account, amount, reason, status, proposed_by, proposed_at) VALUES (?, ?, ?, ?, 'proposed', ?, ?)",
    proposal.userId,
    proposal.account,
    Money.toText(proposal.amount),
    proposal.reason,
    proposal.proposedBy,
    now,
  )

const decide = (db: SqlConnection, id: number, status: Staff.AdjustmentStatus, by: string, now: number) =>
  db
    .prepare("UPDATE adjustments SET status = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = 'proposed'")
    .run(status, by, now, id).changes === 1

/**
 * Approves a proposal (maker-checker, core's rule: a different admin, active before it was proposed): books it through the engine's `adjustBalance` (journaled, with
 * its reason, shown to the investor in the fund flow) and marks it approved, in the caller's transaction. Answers the
 * refusal key, if any.
 */
export const approveAdjustment = (
  db: SqlConnection,
  row: AdjustmentRow,
  approver: StaffRecord,
  now: number,
): DomainError | undefined => {
  const by = approver.name
  const allowed = Staff.checkAdjustmentDecision(row.status, { by: row.proposedBy, at: row.proposedAt }, approver)
  if (!allowed.ok) return allowed.error
  const decision = executeCommand(
    db,
    row.userId,
    {
      type: 'adjustBalance',
      id: `adjustment:${row.id}`,
      account: row.account,
      amount: Money.of(row.amount),
      reason: row.reason,
      staffId: `${row.proposedBy}+${by}`,
      kind: 'adjustment',
    },
    now,
  )
  if (!decision.ok) return decision.error
  return decide(db, row.id, 'approved', by, now) ? undefined : domainError('adjustmentAlreadyDecided')
}

/** Rejects a proposal (a second admin, or the proposer withdrawing it); nothing moves. */
export const rejectAdjustment = (
  db: SqlConnection,
  row: AdjustmentRow,
  by: string,
  now: number,
): DomainError | undefined =>
  decide(db, row.id, 'rejected', by, now) ? undefined : domainError('adjustmentAlreadyDecided')
