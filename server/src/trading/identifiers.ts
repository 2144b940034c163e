import { randomInt, randomUUID } from 'node:crypto'
import { drawnFresh } from '../accounts/freshCommandIds.js'
import type { SqlConnection } from '../store/SqlConnection.js'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** `yyyymmddHHMMSS` in UTC, so a position number tells when it was opened. */
const stamp = (now: number): string => {
  const d = new Date(now)
  return `${d.getUTCFullYear()}${twoDigits(d.getUTCMonth() + 1)}${twoDigits(d.getUTCDate())}${twoDigits(d.getUTCHours())}${twoDigits(d.getUTCMinutes())}${twoDigits(d.getUTCSeconds())}`
}

/** The numbers this process issued in the current second, so it never issues one twice. */
const issued = { second: '', numbers: new Set<string>() }

/**
 * A new position number such as `S20261123020000483920`: the second it was opened and six random digits, never one
 * this process issued before. Two server processes (or a restart within the same second) may still draw the same
 * number, about once in a million orders opened in the same second: the `positions` key refuses the second one, and
 * its unit of work, rolled back as a lost race (`isWriteConflict`), runs once more with a new number. No look-up:
 * on PostgreSQL one would cost every order a round trip.
 */
export const newPositionSn = (now: number): string => {
  const second = stamp(now)
  if (issued.second !== second) {
    issued.second = second
    issued.numbers.clear()
  }
  for (;;) {
    const sn = `S${second}${String(randomInt(1_000_000)).padStart(6, '0')}`
    if (!issued.numbers.has(sn)) {
      issued.numbers.add(sn)
      return sn
    }
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
export const newCommandId = (kind: string): string => drawnFresh(`${kind}:${randomUUID()}`)
