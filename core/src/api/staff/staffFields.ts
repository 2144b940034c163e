import { Schema } from 'effect'
import { staffRoles } from '../../staff/StaffRole.js'
import { IntField, PhoneField } from '../formFields.js'

/** A staff login name: 3 to 32 lower-case letters, digits, dots, dashes or underscores. */
export const StaffNameField = Schema.String.pipe(Schema.pattern(/^[a-z0-9._-]{3,32}$/)).annotations({
  identifier: 'StaffName',
})

export const StaffRoleField = Schema.Literal(...staffRoles)

/** Why a staff member did something: required on every rejection, reset and adjustment; 1 to 500 characters. */
export const ReasonField = Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(500)).annotations({
  identifier: 'Reason',
})

/** The phone of the investor a staff call is about. */
export const StaffPhonePayload = Schema.Struct({ phone: PhoneField })

/** Paging by id for streams (audit `--all`): rows with id greater than `afterId`, at most `limit` of them. */
export const cursor = {
  afterId: Schema.optionalWith(IntField(0, Number.MAX_SAFE_INTEGER), { default: () => 0 }),
  limit: Schema.optionalWith(IntField(1, 1000), { default: () => 100 }),
}

export const NoPayload = Schema.Struct({})
