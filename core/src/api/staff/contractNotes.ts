import { Schema } from 'effect'
import { DayField, DocumentKindField, DocumentPeriodField } from '../documentEntities.js'
import { IntField, PhoneField } from '../formFields.js'
import { Id, Time } from '../wireAtoms.js'
import { ReasonField } from './staffFields.js'

/** `POST /staff-api/contractNotes/run` (finance): the day's notes, or with `kind: statement` the month's statements. */
export const ContractNotesRunPayload = Schema.Struct({
  date: DocumentPeriodField,
  kind: Schema.optionalWith(DocumentKindField, { default: () => 'note' as const }),
})

/** `GET /staff-api/contractNotes/status?date=`: a run's progress. */
export const ContractNotesStatusQuery = Schema.Struct({
  date: DocumentPeriodField,
  kind: Schema.optionalWith(DocumentKindField, { default: () => 'note' as const }),
})

/** A run's progress: counts by outcome, the first failures named, and finance's one line. */
export const ContractNotesProgress = Schema.Struct({
  kind: DocumentKindField,
  date: Schema.String,
  status: Schema.Literal('listing', 'issuing', 'done', 'none'),
  total: Schema.NonNegativeInt,
  sent: Schema.NonNegativeInt,
  kept: Schema.NonNegativeInt,
  waiting: Schema.NonNegativeInt,
  failed: Schema.NonNegativeInt,
  failures: Schema.Array(Schema.String),
  text: Schema.String,
})

/** `GET /staff-api/contractNotes/list?phone=` (support): an investor's documents, newest first. */
export const ContractNotesListQuery = Schema.Struct({ phone: PhoneField, date: Schema.optional(DayField) })

/** One mailing of a document: where (masked), under which Message-ID, asked by whom, when. */
export const DocumentMailing = Schema.Struct({
  mailing: Schema.NonNegativeInt,
  messageId: Schema.String,
  address: Schema.String,
  requestedBy: Schema.String,
  at: Time,
})

/** A document's job as support sees it: its stage, failure and figures, and every mailing. */
export const StaffContractNote = Schema.Struct({
  id: Id,
  phone: Schema.String,
  kind: DocumentKindField,
  date: Schema.String,
  stage: Schema.Literal('render', 'sign', 'mail', 'sending', 'sent', 'kept'),
  failure: Schema.NullOr(Schema.String),
  issuedAt: Schema.NullOr(Time),
  sentAt: Schema.NullOr(Time),
  bytes: Schema.NullOr(Schema.NonNegativeInt),
  sha256: Schema.NullOr(Schema.String),
  summary: Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number) })),
  mailings: Schema.Array(DocumentMailing),
})

/** `GET /staff-api/contractNotes/show?id=`. */
export const ContractNoteShowQuery = Schema.Struct({ id: IntField(1, Number.MAX_SAFE_INTEGER) })

/** `POST /staff-api/contractNotes/resend` (support): mail a document again to the investor's confirmed address. */
export const ContractNoteResendPayload = Schema.Struct({ id: Schema.Int.pipe(Schema.positive()), reason: ReasonField })
