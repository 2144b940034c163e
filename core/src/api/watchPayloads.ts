import { Schema } from 'effect'
import { StockCodeField, TextField } from './formFields.js'
import { IdField } from './tradingPayloads.js'

const optional = <S extends Schema.Schema.AnyNoContext>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** Text the alert rules read themselves (core's `checkAlertForm` gives the localised refusal). */
const AlertText = TextField(/^[\x20-\x7e]{0,32}$/, 'AlertText')

/** `/user/alert/add.do` (issue 30): watch an instrument's price, change % or volume against a value or another. */
export const AlertAddPayload = Schema.Struct({
  code: StockCodeField,
  field: AlertText,
  op: AlertText,
  value: optional(AlertText),
  otherCode: optional(StockCodeField),
  repeat: optional(AlertText),
})

/** `/user/alert/update.do`: a new condition (as `add.do`), or `enabled` 0 to disable and 1 to enable again. */
export const AlertUpdatePayload = Schema.Struct({
  id: IdField,
  field: optional(AlertText),
  op: optional(AlertText),
  value: optional(AlertText),
  otherCode: optional(StockCodeField),
  repeat: optional(AlertText),
  enabled: optional(Schema.Literal('0', '1')),
})

/** `/user/alert/del.do`, `/user/gtt/del.do`: one record by id. */
export const WatchIdPayload = Schema.Struct({ id: IdField })

/** The legs of a GTT as JSON text (`[{triggerPrice, buyType, buyNum, lever, limitPrice}]`), read by core's rules. */
const LegsField = Schema.String.pipe(Schema.maxLength(2_000))

/** `/user/gtt/add.do`: a single or OCO GTT, with the price the investor saw. */
export const GttAddPayload = Schema.Struct({
  code: StockCodeField,
  type: AlertText,
  lastPrice: AlertText,
  legs: LegsField,
})

/** `/user/gtt/update.do`: new legs for an active GTT, with the price the investor sees now. */
export const GttUpdatePayload = Schema.Struct({ id: IdField, lastPrice: AlertText, legs: LegsField })

/** `/user/push/subscribe.do`: the browser's push subscription and the language its notifications are written in. */
export const PushSubscribePayload = Schema.Struct({
  endpoint: Schema.String.pipe(Schema.maxLength(2_048)),
  p256dh: TextField(/^[A-Za-z0-9_-]{20,200}$/, 'PushKey'),
  auth: TextField(/^[A-Za-z0-9_-]{8,64}$/, 'PushAuth'),
  language: optional(Schema.Literal('en', 'zh-CN', 'zh-TW')),
})

/** `/user/push/unsubscribe.do`: forget this browser's subscription (sign-out does it too). */
export const PushUnsubscribePayload = Schema.Struct({ endpoint: Schema.String.pipe(Schema.maxLength(2_048)) })
