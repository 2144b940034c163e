import type { SqlConnection } from '../store/SqlConnection.js'
import { spendFactorCode } from './factorCodes.js'
import { staffHolder } from './holders.js'
import { deleteRecoveryCodes, issueRecoveryCodes } from './recoveryCodes.js'
import { totpUri } from './totp.js'
import {
  deleteTotpFactor,
  hasConfirmedTotp,
  pendingTotpSecret,
  setConfirmedTotp,
  spendTotpCode,
  totpFactorOf,
} from './totpFactors.js'

/** What follows a right staff password (DECISIONS §28). */
export type StaffFactorStep =
  /** The code was right: sign in (with ten recovery codes when it confirmed the member's enrolment). */
  | { readonly kind: 'signedIn'; readonly recoveryCodes?: readonly string[] }
  /** No factor yet and no code: the secret to add to an authenticator app, and its URI. No session. */
  | { readonly kind: 'enrol'; readonly secret: string; readonly uri: string }
  | { readonly kind: 'codeRequired' }
  | { readonly kind: 'codeWrong' }

/**
 * The second step of a staff sign-in whose password was right: with a confirmed factor, the code (TOTP, each step
 * once, or a recovery code, each once); without one, a first sign-in enrols — no code answers the secret (the same
 * one until confirmed), and its first right code confirms it and issues the recovery codes.
 */
export const staffSecondStep = (
  db: SqlConnection,
  member: { readonly id: number; readonly name: string },
  typed: string | undefined,
  now: number,
): StaffFactorStep => {
  const holder = staffHolder(member.id)
  const code = typed?.trim() ?? ''
  if (hasConfirmedTotp(db, holder)) {
    if (code === '') return { kind: 'codeRequired' }
    return spendFactorCode(db, holder, code, now) ? { kind: 'signedIn' } : { kind: 'codeWrong' }
  }
  if (code === '') {
    const secret = pendingTotpSecret(db, holder, now)
    return { kind: 'enrol', secret, uri: totpUri('Bourse staff', member.name, secret) }
  }
  if (!spendTotpCode(db, holder, code, now, { pending: true })) return { kind: 'codeWrong' }
  return { kind: 'signedIn', recoveryCodes: issueRecoveryCodes(db, holder, now) }
}

/** The host's reset (`staffAdd --reset-factor`): the member's secret and recovery codes are gone; they enrol again. */
export const resetStaffFactor = (db: SqlConnection, staffId: number): void => {
  deleteTotpFactor(db, staffHolder(staffId))
  deleteRecoveryCodes(db, staffHolder(staffId))
}

/**
 * Gives a member a confirmed factor with a known secret (the demo staff's published one), unless they have it
 * already: a restart keeps the last step used, so a code used before it is still refused after it.
 */
export const giveStaffFactor = (db: SqlConnection, staffId: number, secret: string, now: number): void => {
  const known = totpFactorOf(db, staffHolder(staffId))
  if (known?.confirmed && known.secret === secret) return
  setConfirmedTotp(db, staffHolder(staffId), secret, now)
}
