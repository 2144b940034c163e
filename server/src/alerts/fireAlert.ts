import { Alerts, Calendar, Dec, exchangeOf, type MessageKey } from '@bourse/core'
import { failpoint, fired } from '../crash/failpoint.js'
import type { MarketService } from '../market/MarketService.js'
import { notifyInvestor } from '../notifications/notifyInvestor.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { type AlertRow, findOwnAlert, recordFiring } from './alertRows.js'
import { figureOf, figureText } from './observedFigures.js'

const firedKeys: Record<Alerts.AlertField, MessageKey> = {
  nowPrice: 'alertFiredNowPrice',
  dayChangePercent: 'alertFiredDayChangePercent',
  volume: 'alertFiredVolume',
}

/** When a daily alert may fire again: the next day's midnight where its instrument trades. */
const nextDay = (market: MarketService, code: string, now: number): number => {
  const instrument = market.instrument(code)
  if (!instrument) return now
  const exchange = exchangeOf(instrument.market)
  return Calendar.instantAt(exchange, Calendar.addDays(Calendar.localDate(exchange, now), 1), 0)
}

/** The figure an alert watches and what it is compared with now (its value, or the other instrument's figure). */
const comparedNow = (market: MarketService, alert: AlertRow): { observed: Dec; threshold: Dec } | undefined => {
  const quote = market.quote(alert.code)
  if (!quote) return undefined
  const observed = figureOf(quote, alert.field)
  if (alert.value !== null) return { observed, threshold: new Dec(alert.value) }
  const other = alert.otherCode === null ? undefined : market.quote(alert.otherCode)
  return other && { observed, threshold: figureOf(other, alert.field) }
}

/** What the investor is told: the instrument, the condition, the figure that met it; never a balance. */
const noticeOf = (market: MarketService, alert: AlertRow, observed: Dec, threshold: Dec) => ({
  key: firedKeys[alert.field],
  params: {
    name: market.instrument(alert.code)?.name ?? alert.code,
    code: alert.code,
    op: alert.op,
    value:
      alert.otherCode === null
        ? figureText(alert.field, threshold)
        : `${alert.otherCode} ${figureText(alert.field, threshold)}`,
    observed: figureText(alert.field, observed),
  },
})

/**
 * Fires an alert the trigger book found crossed (issue 30), in one transaction: its condition checked again against
 * the stored alert and the live figures, the firing recorded (a `once` alert spent, a `daily` one asleep until the
 * next day), and the investor told (messages, live socket, Web Push). An alert that is no longer active and armed, or
 * whose condition no longer holds, fires nothing; one already fired by another process or tick fires nothing again.
 * Answers whether it fired.
 */
export const fireAlert = (
  db: SqlConnection,
  market: MarketService,
  userId: number,
  alertId: number,
  now: number,
): boolean =>
  fired(
    'alert',
    db.transaction(() => {
      const alert = findOwnAlert(db, userId, alertId)
      if (alert?.status !== 'active' || alert.armedFrom > now || now >= alert.expiresAt) return false
      const compared = comparedNow(market, alert)
      if (!compared || !Alerts.alertHolds(alert.op, compared.observed, compared.threshold)) return false
      const next = alert.repeat === 'daily' ? nextDay(market, alert.code, now) : now
      if (!recordFiring(db, alert, figureText(alert.field, compared.observed), now, next)) return false
      notifyInvestor(
        db,
        userId,
        {
          notice: noticeOf(market, alert, compared.observed, compared.threshold),
          change: { topic: 'alert', action: 'fired', ref: String(alert.id) },
          url: `/kline?code=${encodeURIComponent(alert.code)}`,
          tag: `alert-${alert.id}`,
        },
        now,
      )
      failpoint('alertFiring')
      return true
    })(),
  )
