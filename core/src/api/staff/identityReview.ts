import { Schema } from 'effect'
import { BankInfo, RealNameStatus } from '../accountEntities.js'
import { PhoneField } from '../formFields.js'
import { Id, MaskedText, Time } from '../wireAtoms.js'
import { ReasonField } from './staffFields.js'

/** A real-name application waiting for support (`isActive` 1), oldest first; the ID number masked here. */
export const KycQueueItem = Schema.Struct({
  userId: Id,
  phone: PhoneField,
  realName: Schema.String,
  idCard: MaskedText,
  submittedAt: Schema.NullOr(Time),
})

/** One step of a real-name record's history: submitted by the user, approved or rejected by staff. */
export const KycStep = Schema.Struct({
  action: Schema.Literal('submit', 'approve', 'reject'),
  actor: Schema.String,
  reason: Schema.String,
  at: Time,
})

/**
 * The real-name record as support reviews it (`/kyc/show`): the one view where the ID number is unmasked
 * (DECISIONS §18). Images are upload keys, read through `GET /staff-api/images/<key>`.
 */
export const KycReview = Schema.Struct({
  userId: Id,
  phone: PhoneField,
  isActive: RealNameStatus,
  realName: Schema.String,
  idCard: Schema.String,
  panCode: Schema.String,
  authMsg: Schema.NullOr(Schema.String),
  images: Schema.Array(Schema.Struct({ side: Schema.Literal('front', 'back', 'third'), key: Schema.String })),
  history: Schema.Array(KycStep),
})

/** `/kyc/reject`: the reason is shown to the user as `authMsg`. */
export const KycRejectPayload = Schema.Struct({ phone: PhoneField, reason: ReasonField })

/** What an approval or a rejection answers: the record's new status and the reason given. */
export const KycDecision = Schema.Struct({
  phone: PhoneField,
  isActive: RealNameStatus,
  authMsg: Schema.NullOr(Schema.String),
})

/** `/bank/reset`: support unbinds a user's card so they can bind another; a reason is required. */
export const BankResetPayload = Schema.Struct({ phone: PhoneField, reason: ReasonField })

/** What a reset answers: the card that was removed, as every view shows it (last 4 digits). */
export const BankReset = Schema.Struct({ phone: PhoneField, removed: BankInfo })

/**
 * `/fundingPassword/reset`: support removes a forgotten funding password (and its wrong-attempt lock) so the user can
 * set a new one with the session alone (DECISIONS §11, §16); a reason is required.
 */
export const FundingPasswordResetPayload = Schema.Struct({ phone: PhoneField, reason: ReasonField })

/** What a funding-password reset answers: whose it was. */
export const FundingPasswordReset = Schema.Struct({ phone: PhoneField })

/** `GET /images/<key>`: an upload key (the path's last segment); the answer is the image itself, not an envelope. */
export const StaffImagePayload = Schema.Struct({
  key: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{32}$/)).annotations({ identifier: 'UploadKey' }),
})

/** The identity section of the whole-account look-up: real-name state (ID masked) and the masked bank card. */
export const IdentitySection = Schema.Struct({
  kyc: Schema.Struct({
    isActive: RealNameStatus,
    realName: Schema.String,
    idCard: MaskedText,
    authMsg: Schema.NullOr(Schema.String),
    submittedAt: Schema.NullOr(Time),
  }),
  bankCard: Schema.NullOr(BankInfo),
})
