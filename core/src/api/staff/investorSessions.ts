import { Schema } from 'effect'
import { IntField, PhoneField } from '../formFields.js'
import { Id, Time } from '../wireAtoms.js'
import { ReasonField } from './staffFields.js'

/** One of an investor's sessions as support sees it: never its token, only when it began and was last used. */
export const StaffInvestorSession = Schema.Struct({
  /** The session's number, for ending this one alone. */
  id: Id,
  startedAt: Time,
  lastSeenAt: Time,
  /** False once signed out, revoked, or idle past the limit. */
  active: Schema.Boolean,
  /** The browser or client that signed in (its user agent, cut short); "" when not kept. */
  device: Schema.String,
  /** The address it signed in from, masked (`203.0.113.x`); "" when not kept. */
  address: Schema.String,
})

/** `POST /staff-api/users/signOut`: ends every session of the investor (support; the reason goes to the trail). */
export const StaffSignOutPayload = Schema.Struct({ phone: PhoneField, reason: ReasonField })

/** `POST /staff-api/users/signOutSession`: ends one session of the investor (support; with a reason). */
export const StaffSignOutSessionPayload = Schema.Struct({
  phone: PhoneField,
  session: IntField(1, Number.MAX_SAFE_INTEGER),
  reason: ReasonField,
})

/** What a forced sign-out ended. */
export const StaffSignOut = Schema.Struct({ phone: PhoneField, ended: Schema.NonNegativeInt })
