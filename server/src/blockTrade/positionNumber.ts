import { randomInt } from 'node:crypto'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * A new position number `<prefix><epoch ms><4 digits>` unused in `positions` (checked, since two may share a
 * millisecond): `D` block trade, `Q` strong-buy. Call inside the transaction that opens the position.
 */
export const newPositionNumber = (db: SqlConnection, prefix: string, now: number): string => {
  const taken = db.prepare('SELECT 1 FROM positions WHERE position_sn = ?')
  for (;;) {
    const sn = `${prefix}${now}${String(randomInt(10_000)).padStart(4, '0')}`
    if (taken.get(sn) === undefined) return sn
  }
}
