import { Alerts, domainError } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import {
  type AlertRow,
  findOwnAlert,
  heldAlerts,
  insertAlert,
  listAlerts,
  moveAlert,
  updateAlertCondition,
} from '../../alerts/alertRows.js'
import { alertWire } from '../../alerts/alertWire.js'
import type { MarketService } from '../../market/MarketService.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers)

const unknownCode = (field: 'code' | 'otherCode') => domainError('apiInvalidField', { field })

/** The stored form of a checked condition. */
const conditionColumns = (checked: Alerts.CheckedAlert) => ({
  field: checked.condition.field,
  op: checked.condition.op,
  value: 'value' in checked.condition ? checked.condition.value.toString() : null,
  otherCode: 'otherCode' in checked.condition ? checked.condition.otherCode : null,
  repeat: checked.repeat,
})

/** Refuses a code or a compared code the market does not list. */
const unknownInstrument = (market: MarketService, code: string, otherCode: string | undefined) => {
  if (!market.instrument(code)) return unknownCode('code')
  if (otherCode !== undefined && otherCode !== '' && !market.instrument(otherCode)) return unknownCode('otherCode')
  return undefined
}

/**
 * Price alerts (issue 30, DECISIONS §26): set on a stock, index or futures code, against a value or another
 * instrument's same figure, once or daily; at most 200 an investor, disabled ones included; one year each. They fire
 * on the trigger book (`risk/`), never from here.
 */
export const alertRoutes: RouteModule = (app, context) => {
  const { db, market } = context
  if (!market) return
  const wireOf = (alert: AlertRow, request: FastifyRequest) => alertWire(db, market, alert, languageOf(request))

  userCommandRoute(app, context, '/user/alert/add.do', ({ payload, user, request, inTransaction }) => {
    const language = languageOf(request)
    const unknown = unknownInstrument(market, payload.code, payload.otherCode)
    if (unknown) return refusalOf(unknown, language)
    return inTransaction(() => {
      const checked = Alerts.checkAlertForm(payload, heldAlerts(db, user.userId))
      if (!checked.ok) return refusalOf(checked.error, language)
      const now = context.now()
      const id = insertAlert(db, {
        userId: user.userId,
        code: payload.code,
        ...conditionColumns(checked.value),
        armedFrom: now,
        expiresAt: now + Alerts.alertRules.validForMs,
        createdAt: now,
      })
      return success(wireOf(findOwnAlert(db, user.userId, id) as AlertRow, request))
    })
  })

  userEndpoint(app, '/user/alert/list.do', (_payload, user, request) =>
    success(listAlerts(db, user.userId).map((alert) => wireOf(alert, request))),
  )

  userCommandRoute(app, context, '/user/alert/update.do', ({ payload, user, request, inTransaction }) => {
    const language = languageOf(request)
    return inTransaction(() => {
      const alert = findOwnAlert(db, user.userId, payload.id)
      if (!alert || alert.status === 'deleted') return refusalOf(domainError('alertUnknown'), language)
      const now = context.now()
      if (payload.enabled === '0') moveAlert(db, alert, ['active'], 'disabled', now, 'owner')
      else if (payload.field !== undefined || payload.op !== undefined) {
        const form = {
          code: alert.code,
          field: payload.field ?? alert.field,
          op: payload.op ?? alert.op,
          value: payload.value,
          otherCode: payload.otherCode,
          repeat: payload.repeat ?? alert.repeat,
        }
        const unknown = unknownInstrument(market, alert.code, payload.otherCode)
        if (unknown) return refusalOf(unknown, language)
        // This alert is among the held ones: its new condition takes its own place.
        const checked = Alerts.checkAlertForm(form, heldAlerts(db, user.userId) - 1)
        if (!checked.ok) return refusalOf(checked.error, language)
        updateAlertCondition(db, { id: alert.id, userId: user.userId, ...conditionColumns(checked.value) }, now)
      } else if (payload.enabled === '1') moveAlert(db, alert, ['disabled', 'triggered'], 'active', now)
      return success(wireOf(findOwnAlert(db, user.userId, alert.id) as AlertRow, request))
    })
  })

  userCommandRoute(app, context, '/user/alert/del.do', ({ payload, user, request, inTransaction }) =>
    inTransaction(() => {
      const alert = findOwnAlert(db, user.userId, payload.id)
      if (!alert || alert.status === 'deleted') return refusalOf(domainError('alertUnknown'), languageOf(request))
      moveAlert(db, alert, ['active', 'disabled', 'triggered', 'expired'], 'deleted', context.now())
      return success(null)
    }),
  )
}
