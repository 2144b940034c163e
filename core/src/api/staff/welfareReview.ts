import { Schema } from 'effect'
import { PhoneField } from '../formFields.js'
import { WelfareApplication } from '../welfareEntities.js'
import { ReasonField } from './staffFields.js'

/** One welfare application waiting in finance's queue: whose it is, and the application. */
export const WelfareQueueItem = Schema.Struct({
  phone: PhoneField,
  realName: Schema.String,
  application: WelfareApplication,
})

/** `POST /staff-api/welfare/approve`: the investor whose application is approved. */
export const WelfareApprovePayload = Schema.Struct({ phone: PhoneField })

/** `POST /staff-api/welfare/reject`: the investor and why (required). */
export const WelfareRejectPayload = Schema.Struct({ phone: PhoneField, reason: ReasonField })
