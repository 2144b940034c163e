import type { SqlConnection } from '../store/SqlConnection.js'
import { listGtts } from './gttRows.js'

/** The whole-account look-up's `gtt` section (issue 30): an investor's GTT orders as support reads them. */
export const gttSection = (db: SqlConnection, userId: number) =>
  listGtts(db, userId).map((gtt) => ({
    id: gtt.id,
    code: gtt.code,
    type: gtt.type,
    legs: gtt.legs
      .map(
        (leg) =>
          `${leg.side === 'rise' ? '≥' : '≤'}${leg.triggerPrice.toFixed(2)} ${leg.buyType === 0 ? 'long' : 'short'} ${leg.buyNum}@${leg.limitPrice.toFixed(2)}`,
      )
      .join(' | '),
    status: gtt.status,
    reason: gtt.reason?.key ?? '',
    orderRef: gtt.orderRef,
  }))
