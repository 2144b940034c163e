import { type AccountState, fromJson, toJson } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * Where the financing read tables disagree with a user's engine state (for `expectJournalReplays`): every record has
 * its `financing_applications` row with the same status, number and data, and the open `financing_positions` rows
 * are exactly the records' open positions. Answers one line per disagreement; none when they agree.
 */
export const financingProjectionMismatches = (db: SqlConnection, userId: number, state: AccountState): string[] => {
  const mismatches: string[] = []
  const rows = db
    .prepare(
      "SELECT id, status, subaccount_number, data FROM financing_applications WHERE user_id = ? AND data <> '{}'",
    )
    .all(userId) as { id: number; status: number; subaccount_number: string | null; data: string }[]
  const records = state.financings ?? {}
  if (rows.length !== Object.keys(records).length)
    mismatches.push(`${rows.length} rows for ${Object.keys(records).length} records`)
  for (const row of rows) {
    const record = records[String(row.id)]
    if (!record) mismatches.push(`row ${row.id} has no record`)
    else if (
      record.status !== row.status ||
      (record.subaccountNumber ?? null) !== row.subaccount_number ||
      toJson(fromJson(row.data)) !== toJson(record)
    )
      mismatches.push(`row ${row.id} differs from its record`)
  }
  const open = (
    db.prepare('SELECT position_sn FROM financing_positions WHERE user_id = ? AND state = 0').all(userId) as {
      position_sn: string
    }[]
  )
    .map((row) => row.position_sn)
    .sort()
  const held = Object.values(records)
    .flatMap((record) => Object.keys(record.positions))
    .sort()
  if (open.join() !== held.join()) mismatches.push(`open split positions ${open.join()} ≠ ${held.join()}`)
  return mismatches
}
