import { Schema } from 'effect'
import { PhoneField } from '../formFields.js'
import { Id, Time } from '../wireAtoms.js'
import { cursor } from './staffFields.js'

/** `GET /staff-api/sms/outbox?phone=`: the development SMS outbox, newest first; without `phone`, every phone's. */
export const SmsOutboxQuery = Schema.Struct({ phone: Schema.optional(PhoneField), ...cursor })

/** One message the development SMS provider "sent": to whom, what it said, why, and when. */
export const SmsOutboxRow = Schema.Struct({
  id: Id,
  phone: PhoneField,
  purpose: Schema.String,
  text: Schema.String,
  at: Time,
})
