import type { Alerts } from '@bourse/core'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { noteTriggerChange } from '../triggerChanges/noteTriggerChange.js'

/** An alert as stored (issue 30): its condition, how often it fires, where it stands. */
export interface AlertRow {
  readonly id: number
  readonly userId: number
  readonly code: string
  readonly field: Alerts.AlertField
  readonly op: Alerts.AlertOp
  /** The fixed value as decimal text, or `null` when the alert compares with `otherCode`. */
  readonly value: string | null
  readonly otherCode: string | null
  readonly repeat: Alerts.AlertRepeat
  readonly status: Alerts.AlertStatus
  readonly reason: string
  /** When it may fire (a daily alert that fired sleeps until the next day). */
  readonly armedFrom: number
  readonly expiresAt: number
  readonly firedAt: number | null
  readonly firedValue: string | null
  readonly createdAt: number
  readonly updatedAt: number
}

const columns = `id, user_id AS "userId", code, field, op, value, other_code AS "otherCode", repeat, status, reason,
  armed_from AS "armedFrom", expires_at AS "expiresAt", fired_at AS "firedAt", fired_value AS "firedValue",
  created_at AS "createdAt", updated_at AS "updatedAt"`

export type NewAlert = Omit<AlertRow, 'id' | 'status' | 'reason' | 'firedAt' | 'firedValue' | 'updatedAt'>

/** Stores a new active alert; answers its id. */
export const insertAlert = (db: SqlConnection, alert: NewAlert): number => {
  const id = insertedId(
    db,
    `INSERT INTO alerts (user_id, code, field, op, value, other_code, repeat, status, armed_from, expires_at,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?)`,
    alert.userId,
    alert.code,
    alert.field,
    alert.op,
    alert.value,
    alert.otherCode,
    alert.repeat,
    alert.armedFrom,
    alert.expiresAt,
    alert.createdAt,
    alert.createdAt,
  )
  noteTriggerChange(db, alert.userId, alert.createdAt)
  return id
}

/** The caller's alert `id`; someone else's and an unknown one answer alike. */
export const findOwnAlert = (db: SqlConnection, userId: number, id: number): AlertRow | undefined =>
  db.prepare(`SELECT ${columns} FROM alerts WHERE id = ? AND user_id = ?`).get(id, userId) as AlertRow | undefined

/** An investor's alerts, newest first, deleted ones left out. */
export const listAlerts = (db: SqlConnection, userId: number): AlertRow[] =>
  db
    .prepare(`SELECT ${columns} FROM alerts WHERE user_id = ? AND status <> 'deleted' ORDER BY id DESC`)
    .all(userId) as AlertRow[]

/** How many alerts count toward the 200 (every one not deleted or expired: disabled and fired ones count). */
export const heldAlerts = (db: SqlConnection, userId: number): number =>
  (
    db
      .prepare("SELECT COUNT(*) AS n FROM alerts WHERE user_id = ? AND status IN ('active', 'disabled', 'triggered')")
      .get(userId) as { n: number }
  ).n

/** An investor's active alerts, for the trigger book. */
export const activeAlertsOf = (db: SqlConnection, userId: number): AlertRow[] =>
  db.prepare(`SELECT ${columns} FROM alerts WHERE user_id = ? AND status = 'active'`).all(userId) as AlertRow[]

// `status || ''`: no index on status may serve this, or SQLite (without statistics) walks every active row of the
// table by `*_active` for each slice of users — a build that grows with the square of the watches.
/** The active alerts of users `first`…`last` (the book's build, a slice at a time). */
export const activeAlertsBetween = (db: SqlConnection, first: number, last: number): AlertRow[] =>
  db
    .prepare(`SELECT ${columns} FROM alerts WHERE user_id BETWEEN ? AND ? AND status || '' = 'active'`)
    .all(first, last) as AlertRow[]

/** Changes an alert's condition or repeat and re-arms it (the owner's edit). */
export const updateAlertCondition = (
  db: SqlConnection,
  alert: Pick<AlertRow, 'id' | 'userId' | 'field' | 'op' | 'value' | 'otherCode' | 'repeat'>,
  now: number,
): void => {
  db.prepare(
    `UPDATE alerts SET field = ?, op = ?, value = ?, other_code = ?, repeat = ?, status = 'active', reason = '',
       armed_from = ?, updated_at = ? WHERE id = ? AND user_id = ?`,
  ).run(alert.field, alert.op, alert.value, alert.otherCode, alert.repeat, now, now, alert.id, alert.userId)
  noteTriggerChange(db, alert.userId, now)
}

/**
 * Moves an alert to `status` from one of `from` (with the reason shown when disabled); answers whether it moved — a
 * second process or a second tick finding it already moved changes nothing.
 */
export const moveAlert = (
  db: SqlConnection,
  alert: Pick<AlertRow, 'id' | 'userId'>,
  from: readonly Alerts.AlertStatus[],
  to: Alerts.AlertStatus,
  now: number,
  reason = '',
): boolean => {
  const moved =
    db
      .prepare(
        `UPDATE alerts SET status = ?, reason = ?, updated_at = ? WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
      )
      .run(to, reason, now, alert.id, ...from).changes === 1
  if (moved) noteTriggerChange(db, alert.userId, now)
  return moved
}

/** One firing of an alert: the value that met it and when. */
export interface AlertFiring {
  readonly value: string
  readonly firedAt: number
}

/**
 * Records a firing and answers whether this call was the one that fired it: the alert must be active and armed (a
 * `once` alert becomes `triggered`, a `daily` one sleeps until `nextArmed`), so a firing happens once.
 */
export const recordFiring = (
  db: SqlConnection,
  alert: Pick<AlertRow, 'id' | 'userId' | 'repeat'>,
  value: string,
  now: number,
  nextArmed: number,
): boolean => {
  const fired =
    db
      .prepare(
        `UPDATE alerts SET status = ?, armed_from = ?, fired_at = ?, fired_value = ?, updated_at = ?
         WHERE id = ? AND status = 'active' AND armed_from <= ?`,
      )
      .run(alert.repeat === 'daily' ? 'active' : 'triggered', nextArmed, now, value, now, alert.id, now).changes === 1
  if (!fired) return false
  db.prepare('INSERT INTO alert_firings (alert_id, user_id, value, fired_at) VALUES (?, ?, ?, ?)').run(
    alert.id,
    alert.userId,
    value,
    now,
  )
  noteTriggerChange(db, alert.userId, now)
  return true
}

/** An alert's firings, newest first. */
export const firingsOf = (db: SqlConnection, alertId: number): AlertFiring[] =>
  db
    .prepare('SELECT value, fired_at AS "firedAt" FROM alert_firings WHERE alert_id = ? ORDER BY id DESC')
    .all(alertId) as AlertFiring[]
