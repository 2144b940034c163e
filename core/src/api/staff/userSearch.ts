import { Schema } from 'effect'
import { PhoneField } from '../formFields.js'

/** What a search text matched: part of a phone, a name, the last digits of an ID or bank number, or a record number. */
export const UserSearchMatch = Schema.Literal('phone', 'name', 'idCard', 'bankNo', 'position', 'order', 'recharge')

/** `GET /staff-api/users/search?q=`: 2 to 40 characters, no control characters. */
export const UserSearchQuery = Schema.Struct({
  q: Schema.Trim.pipe(Schema.minLength(2), Schema.maxLength(40), Schema.pattern(/^[^\p{Cc}]*$/u)),
})

/** One investor a search found, with what matched (ID and bank numbers masked to their last 4). */
export const UserSearchHit = Schema.Struct({
  phone: PhoneField,
  realName: Schema.String,
  isActive: Schema.Int,
  matched: UserSearchMatch,
  /** e.g. "ID ****0123", "position S2026…", "name Asha Verma". */
  detail: Schema.String,
})
