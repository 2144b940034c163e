import type { ContractKind } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { type ContractPositionRow, fromPositionRow, type StoredContractPosition } from './storedContractPosition.js'

const columns = 'SELECT rowid AS id, data, closed_at FROM positions'

/** The caller's own position of `kind` by serial number; another user's or another kind's is `undefined`. */
export const ownContractPosition = (
  db: SqlConnection,
  userId: number,
  kind: ContractKind,
  positionSn: string,
): StoredContractPosition | undefined => {
  const row = db
    .prepare(`${columns} WHERE position_sn = ? AND user_id = ? AND kind = ?`)
    .get(positionSn, userId, kind) as ContractPositionRow | undefined
  return row && fromPositionRow(row)
}

/** Search words of a position list: each matches code, name or spelling when given and not blank. */
export interface ContractPositionQuery {
  readonly state: 0 | 1
  readonly words: readonly (string | undefined)[]
  readonly pageNum: number
  readonly pageSize: number
}

/**
 * One page of the caller's contract positions of `kind` in `state` (0 open, newest opened first; 1 closed, newest
 * closed first) and the number of all that match.
 */
export const contractPositionPage = (
  db: SqlConnection,
  userId: number,
  kind: ContractKind,
  query: ContractPositionQuery,
): { readonly rows: StoredContractPosition[]; readonly total: number } => {
  const words = query.words.map((word) => word?.trim().toLowerCase() ?? '').filter((word) => word !== '')
  const where = [
    'user_id = ?',
    'kind = ?',
    'state = ?',
    ...words.map(() => '(instr(lower(code), ?) > 0 OR instr(lower(name), ?) > 0 OR instr(lower(spell), ?) > 0)'),
  ].join(' AND ')
  const params = [userId, kind, query.state, ...words.flatMap((word) => [word, word, word])]
  const order = query.state === 0 ? 'opened_at DESC, rowid DESC' : 'closed_at DESC, rowid DESC'
  const total = (db.prepare(`SELECT count(*) AS n FROM positions WHERE ${where}`).get(...params) as { n: number }).n
  const rows = db
    .prepare(`${columns} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.pageSize, (query.pageNum - 1) * query.pageSize) as ContractPositionRow[]
  return { rows: rows.map(fromPositionRow), total }
}
