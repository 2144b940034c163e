import { Api } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

const dayMs = 24 * 60 * 60 * 1000

/** The instants a day range covers: from the start of `from` to the end of `to` (UTC), open ends when left out. */
export const dayRange = (from: string | undefined, to: string | undefined) => ({
  since: from === undefined ? 0 : Date.parse(`${from}T00:00:00Z`),
  until: to === undefined ? Number.MAX_SAFE_INTEGER : Date.parse(`${to}T00:00:00Z`) + dayMs,
})

/**
 * An investor's fund flow between two days, newest first, amounts exactly as stored (decimal text); an adjustment's
 * row carries its reason, as the investor's fund flow shows it (DECISIONS §0). At most `Api.staffFundFlowLimit` rows.
 */
export const staffFundFlow = (
  db: SqlConnection,
  userId: number,
  range: { readonly since: number; readonly until: number },
): typeof Api.StaffFundFlow.Type => {
  const rows = db
    .prepare(
      `SELECT j.id, j.at, j.type, j.balance, j.amount, j.balance_after AS balanceAfter,
         CASE WHEN a.reason IS NULL THEN j.reference ELSE j.reference || ' · ' || a.reason END AS reference
       FROM journal j LEFT JOIN adjustments a ON j.reference = 'adjustment:' || CAST(a.id AS TEXT)
       WHERE j.user_id = ? AND j.at >= ? AND j.at < ? ORDER BY j.id DESC LIMIT ?`,
    )
    .all(userId, range.since, range.until, Api.staffFundFlowLimit + 1) as (typeof Api.StaffFundFlowRow.Type)[]
  return {
    rows: rows.slice(0, Api.staffFundFlowLimit).map((row) => ({ ...row, id: Number(row.id) })),
    more: rows.length > Api.staffFundFlowLimit,
  }
}
