import { Schema } from 'effect'
import { languages } from '../messages/Language.js'
import { IntField, TextField, VerificationCodeField } from './formFields.js'
import { Id, Time } from './wireAtoms.js'

/** A document's period on the wire: a day "YYYY-MM-DD" (note) or a month "YYYY-MM" (statement). */
export const DocumentPeriodField = TextField(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'DocumentPeriod')

/** A trading day "YYYY-MM-DD". */
export const DayField = TextField(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Day')

export const DocumentKindField = Schema.Literal('note', 'statement')

/** One issued document in the investor's list: its id for `file.do`, its period and kind, when and where it went. */
export const ContractNoteItem = Schema.Struct({
  id: Id,
  /** The note's day, or the statement's month. */
  date: Schema.String,
  kind: DocumentKindField,
  issuedAt: Time,
  /** `sent` (mailed), `kept` (no confirmed address: in the app only) or `mail`/`sending` (on its way). */
  delivery: Schema.Literal('mail', 'sending', 'sent', 'kept'),
  bytes: Schema.NonNegativeInt,
})

/** `/user/contractNotes/resend.do`: the document to mail again to the investor's confirmed address. */
export const ContractNoteIdPayload = Schema.Struct({ id: IntField(1, Number.MAX_SAFE_INTEGER) })

/** The investor's document settings: the address (and whether it is confirmed), the password, the language. */
export const DocumentSettings = Schema.Struct({
  email: Schema.NullOr(Schema.String),
  emailConfirmed: Schema.Boolean,
  /** An address waiting for its code. */
  pendingEmail: Schema.NullOr(Schema.String),
  /** True while the documents open with the registered phone number (no password of the investor's own). */
  passwordIsPhone: Schema.Boolean,
  language: Schema.Literal(...languages),
})

/** `/user/documentSettings/email.do`: the address to confirm (core's `emailRefusal` judges it). */
export const DocumentEmailPayload = Schema.Struct({ email: Schema.String.pipe(Schema.maxLength(254)) })

/** `/user/documentSettings/confirm.do`: the code mailed to the new address. */
export const DocumentEmailCodePayload = Schema.Struct({ code: VerificationCodeField })

/** `/user/documentSettings/password.do`: the password new documents open with (core's `documentPasswordRefusal`). */
export const DocumentPasswordPayload = Schema.Struct({ password: Schema.String.pipe(Schema.maxLength(200)) })

/** `/user/documentSettings/language.do`: the language documents are written in. */
export const DocumentLanguagePayload = Schema.Struct({ language: Schema.Literal(...languages) })
