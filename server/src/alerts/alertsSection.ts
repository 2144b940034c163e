import type { SqlConnection } from '../store/SqlConnection.js'
import { listAlerts } from './alertRows.js'

/** The whole-account look-up's `alerts` section (issue 30): an investor's alerts as support reads them. */
export const alertsSection = (db: SqlConnection, userId: number) =>
  listAlerts(db, userId).map((alert) => ({
    id: alert.id,
    code: alert.code,
    condition: `${alert.field} ${alert.op} ${alert.value ?? alert.otherCode ?? ''}`,
    repeat: alert.repeat,
    status: alert.status,
    firedAt: alert.firedAt,
    firedValue: alert.firedValue,
  }))
