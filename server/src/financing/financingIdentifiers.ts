import { randomInt } from 'node:crypto'
import type { SqlConnection } from '../store/SqlConnection.js'

const twoDigits = (value: number) => String(value).padStart(2, '0')

const stamp = (now: number): string => {
  const d = new Date(now)
  return `${d.getUTCFullYear()}${twoDigits(d.getUTCMonth() + 1)}${twoDigits(d.getUTCDate())}${twoDigits(d.getUTCHours())}${twoDigits(d.getUTCMinutes())}${twoDigits(d.getUTCSeconds())}`
}

/** The number of the sub-account opened by application `id`: `SA` and the id on 8 digits, `SA00000012`. */
export const subaccountNumberOf = (applicationId: number): string => `SA${String(applicationId).padStart(8, '0')}`

/** A new split-position number such as `F20261123020000483920`, unused in `financing_positions`. */
export const newSplitPositionSn = (db: SqlConnection, now: number): string => {
  const taken = db.prepare('SELECT 1 FROM financing_positions WHERE position_sn = ?')
  for (;;) {
    const sn = `F${stamp(now)}${String(randomInt(1_000_000)).padStart(6, '0')}`
    if (taken.get(sn) === undefined) return sn
  }
}
