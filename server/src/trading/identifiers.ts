import { randomInt, randomUUID } from 'node:crypto'
import type { SqlConnection } from '../store/SqlConnection.js'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** `yyyymmddHHMMSS` in UTC, so a position number tells when it was opened. */
const stamp = (now: number): string => {
  const d = new Date(now)
  return `${d.getUTCFullYear()}${twoDigits(d.getUTCMonth() + 1)}${twoDigits(d.getUTCDate())}${twoDigits(d.getUTCHours())}${twoDigits(d.getUTCMinutes())}${twoDigits(d.getUTCSeconds())}`
}

/** A new position number such as `S20261123020000483920`, unused in `positions` (checked, since two may share a second). */
export const newPositionSn = (db: SqlConnection, now: number): string => {
  const taken = db.prepare('SELECT 1 FROM positions WHERE position_sn = ?')
  for (;;) {
    const sn = `S${stamp(now)}${String(randomInt(1_000_000)).padStart(6, '0')}`
    if (taken.get(sn) === undefined) return sn
  }
}

/**
 * The next pending-order id: the API sends it as a whole number (`/user/delOrder.do` `id`), so ids count up from 1.
 * Call inside the transaction that stores the order, where SQLite's single writer makes it unique.
 */
export const nextPendingOrderId = (db: SqlConnection): string => {
  const row = db.prepare('SELECT COALESCE(MAX(CAST(id AS INTEGER)), 0) + 1 AS next FROM pending_orders').get() as {
    next: number
  }
  return String(row.next)
}

/** A fresh engine command id for a request; the risk loop uses ids derived from what it acts on instead. */
export const newCommandId = (kind: string): string => `${kind}:${randomUUID()}`
