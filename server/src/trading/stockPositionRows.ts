import { type CloseReason, type CloseSettlement, fromJson, type OpenStockPosition } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A stock position as the read table holds it: open (`{position}`) or closed (`{position, settlement, reason}`). */
export interface StockPositionRow {
  /** The row id, the API's `id`. */
  readonly id: number
  readonly userId: number
  readonly positionSn: string
  readonly state: 0 | 1
  readonly position: OpenStockPosition
  readonly settlement: CloseSettlement | undefined
  readonly reason: CloseReason | undefined
  readonly closedAt: number | undefined
}

interface RawRow {
  readonly id: number
  readonly user_id: number
  readonly position_sn: string
  readonly state: 0 | 1
  readonly data: string
  readonly closed_at: number | null
}

const columns = 'rowid AS id, user_id, position_sn, state, data, closed_at'

const rowOf = (raw: RawRow): StockPositionRow => {
  const data = fromJson<{ position: OpenStockPosition; settlement?: CloseSettlement; reason?: CloseReason }>(raw.data)
  return {
    id: raw.id,
    userId: raw.user_id,
    positionSn: raw.position_sn,
    state: raw.state,
    position: data.position,
    settlement: data.settlement,
    reason: data.reason,
    closedAt: raw.closed_at ?? undefined,
  }
}

/** How a client names a position: by `positionSn` (search page) or by row `id` (holdings page). */
export type PositionRef = { readonly positionSn: string } | { readonly id: number }

/**
 * The caller's own stock position, or `undefined` when it does not exist or belongs to someone else — the two are
 * answered alike so a foreign number leaks nothing.
 */
export const findOwnStockPosition = (
  db: SqlConnection,
  userId: number,
  ref: PositionRef,
): StockPositionRow | undefined => {
  const [where, key] = 'positionSn' in ref ? ['position_sn = ?', ref.positionSn] : ['rowid = ?', ref.id]
  const raw = db
    .prepare(`SELECT ${columns} FROM positions WHERE ${where} AND user_id = ? AND kind = 'stock'`)
    .get(key, userId) as RawRow | undefined
  return raw && rowOf(raw)
}

/** Filters of `/user/position/list.do`: state, and substrings of the code and the pinyin spelling. */
export interface PositionFilter {
  readonly state: 0 | 1
  readonly stockCode?: string | undefined
  readonly stockSpell?: string | undefined
  readonly pageNum: number
  readonly pageSize: number
}

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * A page of the caller's stock positions, newest first (open by opening, closed by closing time), and the total.
 * `openPositions` (the live account state's, when the caller has it) supplies open rows' positions, so their stored
 * JSON is not revived; a row it lacks is read from `data` as usual.
 */
export const listStockPositions = (
  db: SqlConnection,
  userId: number,
  filter: PositionFilter,
  openPositions?: Readonly<Record<string, OpenStockPosition>>,
): { readonly rows: StockPositionRow[]; readonly total: number } => {
  const code = (filter.stockCode ?? '').trim()
  const spell = (filter.stockSpell ?? '').trim()
  // An empty filter matches everything: leaving it out lets SQLite count and page on the index alone.
  const where = [
    "user_id = ? AND kind = 'stock' AND state = ?",
    ...(code === '' ? [] : ["code LIKE ? ESCAPE '\\'"]),
    ...(spell === '' ? [] : ["spell LIKE ? ESCAPE '\\'"]),
  ].join(' AND ')
  const params = [
    userId,
    filter.state,
    ...(code === '' ? [] : [likePattern(code)]),
    ...(spell === '' ? [] : [likePattern(spell)]),
  ]
  const order = filter.state === 0 ? 'opened_at DESC, rowid DESC' : 'closed_at DESC, rowid DESC'
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM positions WHERE ${where}`).get(...params) as { n: number }).n
  const offset = (filter.pageNum - 1) * filter.pageSize
  if (openPositions === undefined || filter.state !== 0) {
    const raws = db
      .prepare(`SELECT ${columns} FROM positions WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...params, filter.pageSize, offset) as RawRow[]
    return { rows: raws.map(rowOf), total }
  }
  const refs = db
    .prepare(`SELECT rowid AS id, position_sn FROM positions WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, filter.pageSize, offset) as { id: number; position_sn: string }[]
  const rows = refs.map((ref): StockPositionRow => {
    const position = openPositions[ref.position_sn]
    if (position === undefined) return stockPositionRow(db, ref.position_sn) as StockPositionRow
    return {
      id: ref.id,
      userId,
      positionSn: ref.position_sn,
      state: 0,
      position,
      settlement: undefined,
      reason: undefined,
      closedAt: undefined,
    }
  })
  return { rows, total }
}

/** The position row of `positionSn`, whoever owns it: for answering right after the engine wrote it. */
/**
 * The read-table row of a position a command has just opened, from the position itself (no JSON to revive): only
 * its row id is read.
 */
export const openedPositionRow = (db: SqlConnection, userId: number, position: OpenStockPosition): StockPositionRow => {
  const { id } = db.prepare('SELECT rowid AS id FROM positions WHERE position_sn = ?').get(position.positionSn) as {
    id: number
  }
  return {
    id,
    userId,
    positionSn: position.positionSn,
    state: 0,
    position,
    settlement: undefined,
    reason: undefined,
    closedAt: undefined,
  }
}

export const stockPositionRow = (db: SqlConnection, positionSn: string): StockPositionRow | undefined => {
  const raw = db.prepare(`SELECT ${columns} FROM positions WHERE position_sn = ?`).get(positionSn) as RawRow | undefined
  return raw && rowOf(raw)
}
