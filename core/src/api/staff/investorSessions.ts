import { Schema } from 'effect'
import { PhoneField } from '../formFields.js'
import { Time } from '../wireAtoms.js'
import { ReasonField } from './staffFields.js'

/** One of an investor's sessions as support sees it: never its token, only when it began and was last used. */
export const StaffInvestorSession = Schema.Struct({
  startedAt: Time,
  lastSeenAt: Time,
  /** False once signed out, revoked, or idle past the limit. */
  active: Schema.Boolean,
})

/** `POST /staff-api/users/signOut`: ends every session of the investor (support; the reason goes to the trail). */
export const StaffSignOutPayload = Schema.Struct({ phone: PhoneField, reason: ReasonField })

/** What a forced sign-out ended. */
export const StaffSignOut = Schema.Struct({ phone: PhoneField, ended: Schema.NonNegativeInt })
