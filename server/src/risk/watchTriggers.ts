import { Alerts, Dec } from '@bourse/core'
import type { AlertRow } from '../alerts/alertRows.js'
import type { GttRow } from '../gtt/gttRows.js'
import type { RelativeAlertTrigger, WatchTrigger, WatchTriggers } from './triggerIndex.js'

const alertTrigger = (alert: AlertRow): WatchTrigger | RelativeAlertTrigger => {
  const common = {
    ref: String(alert.id),
    code: alert.code,
    field: alert.field,
    armedFrom: alert.armedFrom,
    expiresAt: alert.expiresAt,
  }
  if (alert.value === null) return { ...common, kind: 'relativeAlert', otherCode: alert.otherCode ?? '', op: alert.op }
  return { ...common, kind: 'alert', ...Alerts.alertLevel(alert.field, alert.op, new Dec(alert.value)) }
}

const gttTriggers = (gtt: GttRow): [string, WatchTrigger][] =>
  gtt.legs.map((leg, index) => [
    `g:${gtt.id}:${index}`,
    {
      kind: 'gttLeg',
      ref: String(gtt.id),
      leg: index,
      code: gtt.code,
      field: 'nowPrice',
      ...Alerts.alertLevel('nowPrice', leg.side === 'rise' ? '>=' : '<=', leg.triggerPrice),
      armedFrom: gtt.createdAt,
      expiresAt: gtt.expiresAt,
    },
  ])

/** An investor's active alerts and GTT legs as the trigger book holds them (`a:<id>`, `g:<id>:<leg>`). */
export const watchTriggersOf = (alerts: readonly AlertRow[], gtts: readonly GttRow[]): WatchTriggers =>
  new Map<string, WatchTrigger | RelativeAlertTrigger>([
    ...alerts.map((alert): [string, WatchTrigger | RelativeAlertTrigger] => [`a:${alert.id}`, alertTrigger(alert)]),
    ...gtts.flatMap(gttTriggers),
  ])
