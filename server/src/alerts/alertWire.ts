import { type Api, type Language, translate } from '@bourse/core'
import type { MarketService } from '../market/MarketService.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { type AlertRow, firingsOf } from './alertRows.js'

type AlertWire = typeof Api.Alert.Encoded

/** An alert as the investor reads it, with its firings and, while disabled, the reason in their language. */
export const alertWire = (
  db: SqlConnection,
  market: MarketService,
  alert: AlertRow,
  language: Language,
): AlertWire => ({
  id: alert.id,
  code: alert.code,
  name: market.instrument(alert.code)?.name ?? alert.code,
  field: alert.field,
  op: alert.op,
  value: alert.value,
  otherCode: alert.otherCode,
  repeat: alert.repeat,
  status: alert.status,
  reason: alert.status === 'disabled' && alert.reason !== '' ? translate('alertDisabledByOwner', language) : '',
  firedAt: alert.firedAt,
  firedValue: alert.firedValue,
  expiresAt: alert.expiresAt,
  createdAt: alert.createdAt,
  history: firingsOf(db, alert.id),
})
