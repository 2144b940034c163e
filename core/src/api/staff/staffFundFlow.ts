import { Schema } from 'effect'
import { PhoneField } from '../formFields.js'
import { Id, Time } from '../wireAtoms.js'

/** A calendar day, `2026-11-24` (UTC, as the console shows times). */
const DayField = Schema.String.pipe(Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)).annotations({
  identifier: 'Day',
})

/**
 * `GET /staff-api/users/fundFlow`: an investor's fund flow from `from` to `to` (whole UTC days, both included; either
 * may be left out), newest first, at most `staffFundFlowLimit` rows.
 */
export const StaffFundFlowQuery = Schema.Struct({
  phone: PhoneField,
  from: Schema.optional(DayField),
  to: Schema.optional(DayField),
})

/** The most rows one fund-flow answer carries. */
export const staffFundFlowLimit = 2000

/** One fund-flow row with its amounts exactly as stored (decimal text), for reading and CSV export. */
export const StaffFundFlowRow = Schema.Struct({
  id: Id,
  at: Time,
  type: Schema.String,
  balance: Schema.String,
  amount: Schema.String,
  balanceAfter: Schema.String,
  /** The record it belongs to; an adjustment's carries its reason (DECISIONS §0). */
  reference: Schema.String,
})

/** The fund-flow answer: the rows and whether the limit cut it short. */
export const StaffFundFlow = Schema.Struct({ rows: Schema.Array(StaffFundFlowRow), more: Schema.Boolean })
