import { Schema } from 'effect'
import { proposalKinds } from '../../staff/proposals.js'
import { Id, Time } from '../wireAtoms.js'
import { ReasonField, StaffNameField, StaffRoleField } from './staffFields.js'

/**
 * A staff proposal (DECISIONS §21): `/staff/propose` asks to create a member (with roles and a first password),
 * grant roles, or re-enable a disabled member; nothing happens until a different admin, active before it, approves.
 */
export const ProposeStaffPayload = Schema.Struct({
  action: Schema.Literal('create', 'grant', 'enable'),
  name: StaffNameField,
  roles: Schema.optional(Schema.Array(StaffRoleField).pipe(Schema.minItems(1))),
  password: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128))),
  reason: ReasonField,
})

/** A money setting's change, proposed for a second admin (`/settings/propose`). */
export const ProposeSettingPayload = Schema.Struct({
  name: Schema.String.pipe(Schema.pattern(/^[A-Za-z][A-Za-z0-9]{0,63}$/)),
  value: Schema.String.pipe(Schema.maxLength(20_000)),
  reason: ReasonField,
})

/** The classes of personal data under their own keys (DECISIONS §28), or all of them. */
export const VaultRecordClass = Schema.Literal('idNumber', 'bankAccount', 'idImage', 'otpSecret')

/** New data keys for a class of personal data (`/keys/propose`): a second admin approves, then records are resealed. */
export const ProposeKeyRotationPayload = Schema.Struct({
  recordClass: Schema.Union(VaultRecordClass, Schema.Literal('all')),
  reason: ReasonField,
})

/** Each class's key in force and how many records are still sealed under an older one (`/keys/status`). */
export const VaultKeyStatus = Schema.Struct({
  recordClass: VaultRecordClass,
  version: Schema.Int.pipe(Schema.positive()),
  olderVersions: Schema.Array(Schema.Int),
  waiting: Schema.NonNegativeInt,
})

export const ProposalDecisionPayload = Schema.Struct({
  id: Schema.Int.pipe(Schema.positive()),
  reason: Schema.optional(ReasonField),
})

export const ProposalQuery = Schema.Struct({
  status: Schema.optionalWith(Schema.Literal('proposed', 'approved', 'rejected', 'all'), {
    default: () => 'proposed' as const,
  }),
})

/**
 * One proposal as staff see it: the subject is the member or the setting; the value the roles (`support,admin`) or
 * the setting's new text, and `previous` the value in force when it was proposed. A password is never shown.
 */
export const Proposal = Schema.Struct({
  id: Id,
  kind: Schema.Literal(...proposalKinds),
  subject: Schema.String,
  value: Schema.String,
  previous: Schema.String,
  reason: Schema.String,
  status: Schema.Literal('proposed', 'approved', 'rejected'),
  proposedBy: Schema.String,
  proposedAt: Time,
  decidedBy: Schema.NullOr(Schema.String),
  decidedAt: Schema.NullOr(Time),
})
