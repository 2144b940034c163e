import { Schema } from 'effect'
import { MoneyFromString, RateFromString } from '../decimalText.js'
import { PhoneField } from '../formFields.js'
import { Count, Id, Time } from '../wireAtoms.js'
import { cursor, ReasonField } from './staffFields.js'

/**
 * A financing application as finance reviews it (DECISIONS §10, §16): who, the product and the terms the server
 * computed, and what the applicant's stock account holds now (approval moves the margin out of it).
 */
export const StaffFinancingApplication = Schema.Struct({
  id: Id,
  phone: PhoneField,
  realName: Schema.String,
  typeName: Schema.String,
  days: Count,
  manageRate: RateFromString,
  margin: MoneyFromString,
  lever: Schema.Int.pipe(Schema.positive()),
  fundsAmount: MoneyFromString,
  lineWarning: MoneyFromString,
  lineUnwind: MoneyFromString,
  /** 0 pending review, 1 active, 2 rejected, 3 expired, 4 ended. */
  status: Schema.Literal(0, 1, 2, 3, 4),
  subaccountNumber: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
  stockAvailable: MoneyFromString,
  addTime: Time,
})

const ApplicationId = Schema.Int.pipe(Schema.positive())

export const ApproveFinancingPayload = Schema.Struct({ id: ApplicationId })
export const RejectFinancingPayload = Schema.Struct({ id: ApplicationId, reason: ReasonField })

/** Finance's queue of applications under review: oldest first, ids above `afterId`, at most `limit`. */
export const FinancingQueueQuery = Schema.Struct({ ...cursor })

/** The queue's answer: applications under review, oldest first. */
export const FinancingQueue = Schema.Array(StaffFinancingApplication)
