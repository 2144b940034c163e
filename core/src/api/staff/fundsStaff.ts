import { Schema } from 'effect'
import { MoneyFromString } from '../decimalText.js'
import { PhoneField } from '../formFields.js'
import { Id, MaskedText, Time } from '../wireAtoms.js'
import { cursor, ReasonField } from './staffFields.js'

/** A withdrawal as finance reviews it (DECISIONS §10, §16): who, how much, the fee, where it goes (last 4 digits). */
export const StaffWithdrawal = Schema.Struct({
  id: Id,
  phone: PhoneField,
  realName: Schema.String,
  amount: MoneyFromString,
  fee: MoneyFromString,
  /** amount − fee: what the bank transfer sends. */
  received: MoneyFromString,
  /** 0 under review, 1 paid, 2 rejected, 3 cancelled by the user. */
  status: Schema.Literal(0, 1, 2, 3),
  reason: Schema.NullOr(Schema.String),
  bankName: Schema.String,
  bankAddress: Schema.String,
  bankNo: MaskedText,
  appliedAt: Time,
  settledAt: Schema.NullOr(Time),
  /** `user`, `staff:<name>`, or empty while under review. */
  settledBy: Schema.String,
})

/** A recharge order as finance reviews it: 0 waiting, 1 paid, 2 failed, 3 cancelled (unpaid after 30 minutes). */
export const StaffRecharge = Schema.Struct({
  id: Id,
  orderSn: Schema.String,
  phone: PhoneField,
  amount: MoneyFromString,
  status: Schema.Literal(0, 1, 2, 3),
  provider: Schema.String,
  createdAt: Time,
  expiresAt: Time,
  settledAt: Schema.NullOr(Time),
  /** `provider:<name>`, `staff:<name>`, `expiry`, or empty while waiting. */
  settledBy: Schema.String,
  /** The bank reference of a hand confirmation, or the reason of a hand failure. */
  note: Schema.String,
})

/** The review queues: oldest first, rows with id greater than `afterId`, at most `limit`. */
export const FundsQueueQuery = Schema.Struct({ ...cursor })

const WithdrawalId = Schema.Int.pipe(Schema.positive())
const OrderSn = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9]{1,64}$/))

export const PayWithdrawalPayload = Schema.Struct({ id: WithdrawalId })
export const RejectWithdrawalPayload = Schema.Struct({ id: WithdrawalId, reason: ReasonField })

/** Finance confirms a waiting recharge by hand with the bank's reference (DECISIONS §17). */
export const ConfirmRechargePayload = Schema.Struct({
  orderSn: OrderSn,
  reference: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(64)),
})
export const FailRechargePayload = Schema.Struct({ orderSn: OrderSn, reason: ReasonField })

/** The money section of the whole-account look-up: withdrawals under review and recharges waiting. */
export const FundsLookupSection = Schema.Struct({
  withdrawalsUnderReview: Schema.Array(StaffWithdrawal),
  rechargesWaiting: Schema.Array(StaffRecharge),
})
