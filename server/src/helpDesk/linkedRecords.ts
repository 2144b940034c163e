import type { HelpDesk } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

const withdrawalStatus = ['under review', 'paid', 'rejected', 'cancelled'] as const
const rechargeStatus = ['waiting', 'paid', 'failed', 'cancelled'] as const
const orderStatus = ['waiting', 'filled', 'failed or expired', 'cancelled'] as const

interface Found {
  readonly summary: string
}

const isWholeNumber = (id: string) => /^[1-9]\d{0,15}$/.test(id)

/** Each kind's look-up, always by owner: another investor's record and an unknown one answer alike. */
const lookups: Record<HelpDesk.LinkedRecordKind, (db: SqlConnection, userId: number, id: string) => Found | undefined> =
  {
    withdrawal: (db, userId, id) => {
      if (!isWholeNumber(id)) return undefined
      const row = db
        .prepare('SELECT amount, status FROM withdrawal_requests WHERE id = ? AND user_id = ?')
        .get(Number(id), userId) as { amount: string; status: number } | undefined
      return row && { summary: `withdrawal ${id} · ${row.amount} · ${withdrawalStatus[row.status] ?? row.status}` }
    },
    recharge: (db, userId, id) => {
      const row = db
        .prepare('SELECT amount, status FROM recharge_orders WHERE order_sn = ? AND user_id = ?')
        .get(id, userId) as { amount: string; status: number } | undefined
      return row && { summary: `recharge ${id} · ${row.amount} · ${rechargeStatus[row.status] ?? row.status}` }
    },
    position: (db, userId, id) => {
      const row = db
        .prepare('SELECT code, name, state FROM positions WHERE position_sn = ? AND user_id = ?')
        .get(id, userId) as { code: string; name: string; state: number } | undefined
      return row && { summary: `position ${id} · ${row.code} ${row.name} · ${row.state === 0 ? 'open' : 'closed'}` }
    },
    order: (db, userId, id) => {
      const row = db.prepare('SELECT code, status FROM pending_orders WHERE id = ? AND user_id = ?').get(id, userId) as
        | { code: string; status: number }
        | undefined
      return row && { summary: `pending order ${id} · ${row.code} · ${orderStatus[row.status] ?? row.status}` }
    },
  }

/** True when the record exists and belongs to `userId` (a request may only concern the investor's own record). */
export const ownsLinkedRecord = (db: SqlConnection, userId: number, linked: HelpDesk.LinkedRecord): boolean =>
  lookups[linked.kind](db, userId, linked.id) !== undefined

/** One line about the record for support ("withdrawal 12 · 5000.00 · under review"), or null when it is gone. */
export const linkedSummaryOf = (
  db: SqlConnection,
  userId: number,
  linked: HelpDesk.LinkedRecord | undefined,
): string | null => (linked ? (lookups[linked.kind](db, userId, linked.id)?.summary ?? null) : null)
