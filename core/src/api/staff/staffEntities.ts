import { Schema } from 'effect'
import { MoneyFromString } from '../decimalText.js'
import { PhoneField } from '../formFields.js'
import { Id, Time } from '../wireAtoms.js'
import { cursor, ReasonField, StaffNameField, StaffRoleField } from './staffFields.js'

/**
 * `POST /staff-api/login` (DECISIONS §16, §28): name, password and the authenticator's code (`totp`: six digits, or
 * one of the member's recovery codes). A member without a factor yet sends the password alone to enrol.
 */
export const StaffLoginPayload = Schema.Struct({
  name: StaffNameField,
  password: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)),
  totp: Schema.optionalWith(Schema.String.pipe(Schema.pattern(/^[0-9A-Za-z -]{6,16}$/)), { exact: true }),
})

/** The first sign-in of a member without a factor: the new TOTP secret (base32) and its `otpauth://` URI. No session yet. */
export const StaffTotpEnrolment = Schema.Struct({ enrol: Schema.Struct({ secret: Schema.String, uri: Schema.String }) })

/** The sign-in that confirmed an enrolment with its first code: the token and ten recovery codes, shown once. */
export const StaffTotpEnrolled = Schema.Struct({ token: Schema.String, recoveryCodes: Schema.Array(Schema.String) })

/** What `/login` answers: the staff token, or one of the two steps of a first enrolment. */
export const StaffLoginAnswer = Schema.Union(Schema.String, StaffTotpEnrolment, StaffTotpEnrolled)

/** The signed-in staff member. */
export const StaffMe = Schema.Struct({
  id: Id,
  name: StaffNameField,
  roles: Schema.Array(StaffRoleField),
})

export const StaffMember = Schema.Struct({
  id: Id,
  name: StaffNameField,
  roles: Schema.Array(StaffRoleField),
  disabled: Schema.Boolean,
  createdAt: Time,
})

export const DisableStaffPayload = Schema.Struct({ name: StaffNameField, reason: ReasonField })

/** One row of the staff audit trail (DECISIONS §16): who, role, when, what, why and the outcome. */
export const AuditEntry = Schema.Struct({
  id: Id,
  staff: Schema.String,
  roles: Schema.String,
  at: Time,
  route: Schema.String,
  target: Schema.String,
  reason: Schema.String,
  outcome: Schema.String,
  /** What was moved or changed: amount and account, roles, old → new value, bank reference ('' when nothing). */
  detail: Schema.String,
  /** The investor's phone the action concerned, '' when none. */
  investor: Schema.String,
})

export const AuditQuery = Schema.Struct({
  staff: Schema.optional(StaffNameField),
  investor: Schema.optional(PhoneField),
  since: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())),
  ...cursor,
})

/** An investor in the list the auditor walks (`bourse audit --all`). */
export const UserListItem = Schema.Struct({ id: Id, phone: PhoneField, eventCount: Schema.NonNegativeInt })

export const UserListQuery = Schema.Struct({ ...cursor })

export const UserStreamQuery = Schema.Struct({ phone: PhoneField, ...cursor })

/**
 * One stored engine event, as the auditor replays it: its JSON in core's codec, exactly as stored, and its link in
 * the account's hash chain (DECISIONS §23; null on rows written before the chains, which an anchor covers).
 */
export const StoredEvent = Schema.Struct({
  seq: Schema.NonNegativeInt,
  at: Time,
  type: Schema.String,
  commandId: Schema.String,
  data: Schema.String,
  prevHash: Schema.NullOr(Schema.String),
  hash: Schema.NullOr(Schema.String),
})

/** One journal row as stored, with its line in the account's journal and its link in the hash chain. */
export const StoredJournalRow = Schema.Struct({
  id: Id,
  line: Schema.NullOr(Schema.NonNegativeInt),
  eventSeq: Schema.NonNegativeInt,
  at: Time,
  type: Schema.String,
  balance: Schema.String,
  amount: MoneyFromString,
  balanceAfter: MoneyFromString,
  reference: Schema.String,
  prevHash: Schema.NullOr(Schema.String),
  hash: Schema.NullOr(Schema.String),
})

/** The head of each hash chain of an investor, for the auditor's checkpoint (`bourse audit checkpoint`). */
export const ChainHeadRow = Schema.Struct({
  id: Id,
  phone: PhoneField,
  eventSeq: Schema.NonNegativeInt,
  eventHash: Schema.String,
  journalLine: Schema.NonNegativeInt,
  journalHash: Schema.String,
})

export const SettingChangePayload = Schema.Struct({
  name: Schema.String.pipe(Schema.pattern(/^[A-Za-z][A-Za-z0-9]{0,63}$/)),
  value: Schema.String.pipe(Schema.maxLength(20_000)),
  reason: ReasonField,
})

export const Setting = Schema.Struct({ name: Schema.String, value: Schema.String })

export const ProposeAdjustmentPayload = Schema.Struct({
  phone: PhoneField,
  account: Schema.Literal('stock', 'index', 'futures'),
  amount: MoneyFromString,
  reason: ReasonField,
})

export const AdjustmentDecisionPayload = Schema.Struct({
  id: Schema.Int.pipe(Schema.positive()),
  reason: Schema.optional(ReasonField),
})

export const Adjustment = Schema.Struct({
  id: Id,
  phone: PhoneField,
  account: Schema.Literal('stock', 'index', 'futures'),
  amount: MoneyFromString,
  reason: Schema.String,
  status: Schema.Literal('proposed', 'approved', 'rejected'),
  proposedBy: Schema.String,
  proposedAt: Time,
  decidedBy: Schema.NullOr(Schema.String),
  decidedAt: Schema.NullOr(Time),
})
