import { type AccountState, type Event, toJson } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { WriteConflictError } from './writeConflict.js'

const spells = new WeakMap<SqlConnection, Map<string, string>>()

/** An instrument's pinyin spelling, for position searches; instruments never change it, so each is read once. */
const spellOf = (db: SqlConnection, code: string): string => {
  let known = spells.get(db)
  if (known === undefined) {
    known = new Map()
    spells.set(db, known)
  }
  let spell = known.get(code)
  if (spell === undefined) {
    const row = db.prepare('SELECT spell FROM instruments WHERE code = ?').get(code) as { spell: string } | undefined
    spell = row?.spell ?? ''
    if (row !== undefined) known.set(code, spell)
  }
  return spell
}

const openStock = (
  db: SqlConnection,
  userId: number,
  position: Extract<Event, { type: 'stockPositionOpened' }>['position'],
) =>
  db
    .prepare(
      `INSERT INTO positions (position_sn, user_id, kind, code, name, spell, state, data, opened_at)
       VALUES (?, ?, 'stock', ?, ?, ?, 0, ?, ?)`,
    )
    .run(
      position.positionSn,
      userId,
      position.stockCode,
      position.stockName,
      spellOf(db, position.stockCode),
      toJson({ position }),
      position.openedAt,
    )

const close = (db: SqlConnection, positionSn: string, data: unknown, at: number) =>
  db
    .prepare('UPDATE positions SET state = 1, data = ?, closed_at = ? WHERE position_sn = ?')
    .run(toJson(data), at, positionSn)

type PendingOrderRecord = Extract<Event, { type: 'pendingOrderPlaced' }>['order']

/**
 * A new pending order's row. A plain insert: ids count up over all users (`nextPendingOrderId`), so two server
 * processes may pick the same one; the second fails (duplicate key) and its unit is run again with a fresh id.
 */
const placePending = (db: SqlConnection, userId: number, order: PendingOrderRecord) =>
  db
    .prepare('INSERT INTO pending_orders (id, user_id, code, status, data, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(order.orderId, userId, order.stockCode, order.status, toJson(order), order.placedAt)

/** A settled (filled, cancelled, expired) pending order: only the owner's row changes. */
const settlePending = (db: SqlConnection, userId: number, order: PendingOrderRecord) => {
  const changed = db
    .prepare('UPDATE pending_orders SET status = ?, data = ? WHERE id = ? AND user_id = ?')
    .run(order.status, toJson(order), order.orderId, userId).changes
  if (changed !== 1) throw new WriteConflictError(`pending order ${order.orderId}`)
}

/**
 * Keeps the read tables (positions, pending orders, IPO applications, strong-buy orders) in step with the events,
 * in the same transaction.
 * They can always be rebuilt from `events`; the journal and the account snapshot are the money truth.
 */
export const project = (db: SqlConnection, userId: number, event: Event, after: AccountState): void => {
  switch (event.type) {
    case 'stockPositionOpened':
      openStock(db, userId, event.position)
      return
    case 'stockPositionClosed':
      close(
        db,
        event.position.positionSn,
        { position: event.position, settlement: event.settlement, reason: event.reason },
        event.at,
      )
      return
    case 'stayFeesAccrued':
      refreshOpen(db, Object.keys(event.positions), after)
      return
    case 'targetsChanged':
      refreshOpen(db, [event.positionSn], after)
      return
    case 'pendingOrderPlaced':
      placePending(db, userId, event.order)
      return
    case 'pendingOrderSettled':
      settlePending(db, userId, event.order)
      if (event.position) openStock(db, userId, event.position)
      return
    case 'ipoChanged':
      db.prepare('UPDATE ipo_applications SET status = ?, data = ? WHERE id = ? AND user_id = ?').run(
        event.application.status,
        toJson(event.application),
        Number(event.application.id),
        userId,
      )
      if (event.position) openStock(db, userId, event.position)
      return
    case 'blockTradeBought':
      openStock(db, userId, event.position)
      return
    case 'strongBuyApplied':
    case 'strongBuySettled':
      db.prepare('UPDATE strong_buy_orders SET status = ? WHERE id = ? AND user_id = ?').run(
        event.order.status,
        Number(event.order.id),
        userId,
      )
      if (event.type === 'strongBuySettled' && event.position) openStock(db, userId, event.position)
      return
    case 'contractPositionOpened':
      db.prepare(
        `INSERT INTO positions (position_sn, user_id, kind, code, name, spell, state, data, opened_at)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      ).run(
        event.position.positionSn,
        userId,
        event.position.kind,
        event.position.code,
        event.position.name,
        spellOf(db, event.position.code),
        toJson({ position: event.position }),
        event.at,
      )
      return
    case 'contractPositionClosed':
      close(
        db,
        event.position.positionSn,
        { position: event.position, closePoint: event.closePoint, pnl: event.pnl, reason: event.reason },
        event.at,
      )
      return
    default:
      return
  }
}

/** Stay-fee accrual and TP/SL changes alter open positions: rewrite their stored copies from the state after. */
const refreshOpen = (db: SqlConnection, positionSns: readonly string[], after: AccountState) => {
  const update = db.prepare('UPDATE positions SET data = ? WHERE position_sn = ? AND state = 0')
  for (const sn of positionSns) {
    const position = after.positions[sn]
    if (position) update.run(toJson({ position }), sn)
  }
}
