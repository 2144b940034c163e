import { Schema } from 'effect'
import { Id, Time } from './wireAtoms.js'

/** One firing of an alert: the figure that met it and when. */
export const AlertFiring = Schema.Struct({ value: Schema.String, firedAt: Time })

/** An alert as the investor sees it (issue 30): its condition, state, the reason when disabled, its history. */
export const Alert = Schema.Struct({
  id: Id,
  code: Schema.String,
  name: Schema.String,
  field: Schema.Literal('nowPrice', 'dayChangePercent', 'volume'),
  op: Schema.Literal('>=', '<=', '>', '<'),
  value: Schema.NullOr(Schema.String),
  otherCode: Schema.NullOr(Schema.String),
  repeat: Schema.Literal('once', 'daily'),
  status: Schema.Literal('active', 'triggered', 'disabled', 'expired', 'deleted'),
  reason: Schema.String,
  firedAt: Schema.NullOr(Time),
  firedValue: Schema.NullOr(Schema.String),
  expiresAt: Time,
  createdAt: Time,
  history: Schema.Array(AlertFiring),
})

/** A GTT leg as stored: its trigger, the order it places, and the side of the price it waits on. */
export const GttLeg = Schema.Struct({
  triggerPrice: Schema.String,
  limitPrice: Schema.String,
  buyType: Schema.Literal(0, 1),
  buyNum: Schema.Int,
  lever: Schema.Int,
  side: Schema.Literal('rise', 'fall'),
})

/** A GTT order as the investor sees it: legs, state, what its firing did (the order, or why it was refused). */
export const GttOrder = Schema.Struct({
  id: Id,
  code: Schema.String,
  name: Schema.String,
  type: Schema.Literal('single', 'oco'),
  lastPrice: Schema.String,
  legs: Schema.Array(GttLeg),
  status: Schema.Literal('active', 'triggered', 'rejected', 'expired', 'cancelled', 'deleted'),
  reason: Schema.String,
  firedLeg: Schema.NullOr(Schema.Int),
  firedAt: Schema.NullOr(Time),
  firedPrice: Schema.NullOr(Schema.String),
  orderRef: Schema.NullOr(Schema.String),
  expiresAt: Time,
  createdAt: Time,
})

/** `/api/push/publicKey.do`: the server's VAPID public key, for the browser's push subscription. */
export const PushPublicKey = Schema.Struct({ publicKey: Schema.String })
