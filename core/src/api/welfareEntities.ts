import { Schema } from 'effect'
import { MoneyFromString } from './decimalText.js'
import { TextField } from './formFields.js'
import { Time } from './wireAtoms.js'

/** A welfare application code as the customer manager hands it out: 4 to 16 letters or digits. */
export const WelfareCodeField = TextField(/^[A-Za-z0-9]{4,16}$/, 'WelfareCode')

/** `/user/welfare/apply.do` (DECISIONS §10): the code only; the amount is fixed by the rule, never read. */
export const WelfareApplyPayload = Schema.Struct({ code: WelfareCodeField })

/** Welfare application status: 0 under review, 1 approved (bonus credited), 2 rejected (with `reason`). */
export const WelfareStatusCode = Schema.Literal(0, 1, 2)

/** An account's one welfare application, as its owner and staff see it. */
export const WelfareApplication = Schema.Struct({
  code: Schema.String,
  /** Always "10000.00" (shown as "INR 10,000"). */
  amount: MoneyFromString,
  status: WelfareStatusCode,
  /** The staff's reason; null unless rejected. */
  reason: Schema.NullOr(Schema.String),
  applyTime: Time,
  reviewTime: Schema.NullOr(Time),
})
