import { type DomainError, domainError, type Result, type SecondFactor } from '@bourse/core'
import { type CountedCheck, countedPasswordCheck } from '../auth/countedPasswordCheck.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findChallenge, newChallengeText, saveChallenge, takeChallenge } from './factorChallenges.js'
import { spendFactorCode } from './factorCodes.js'
import { investorHolder } from './holders.js'
import {
  challengeOfAnswer,
  deletePasskeys,
  hasPasskey,
  passkeyCreationOptions,
  passkeyRequestOptions,
  type RelyingParty,
  savePasskey,
  verifyPasskey,
} from './passkeys.js'
import { deleteRecoveryCodes, issueRecoveryCodes, recoveryCodesLeft } from './recoveryCodes.js'
import { totpUri } from './totp.js'
import { deleteTotpFactor, hasConfirmedTotp, pendingTotpSecret, spendTotpCode } from './totpFactors.js'

/** The second factor a guarded call or a sign-in carries (form fields `factorCode`, `passkey`). */
export interface FactorProof {
  readonly factorCode?: string
  readonly passkey?: string
}

/** An investor as the factor checks need them: their id and the phone whose sign-in lock counts wrong tries. */
export interface FactorOwner {
  readonly userId: number
  readonly phone: string
}

/** The outcome of a factor check: counted like a password (right, wrong with tries left, locked), or not given. */
export type FactorCheck = CountedCheck | { readonly outcome: 'missing' }

/** The factor the investor has on: TOTP once confirmed, a passkey once added, else none. */
export const factorMethodOf = (db: SqlConnection, userId: number): SecondFactor.FactorMethod =>
  hasConfirmedTotp(db, investorHolder(userId)) ? 'totp' : hasPasskey(db, userId) ? 'passkey' : 'none'

/** `/user/factor/status.do`: the factor that is on and the recovery codes left. */
export const factorStatusOf = (db: SqlConnection, userId: number) => ({
  method: factorMethodOf(db, userId),
  recoveryCodesLeft: recoveryCodesLeft(db, investorHolder(userId)),
})

/**
 * Checks the factor an investor gave, counted toward their phone's sign-in lock like a password (issue 32): a
 * code (TOTP or recovery) or a passkey's answer to `challenge` — a sign-in's own, else one of the investor's step-up
 * challenges, which the answer names and which is used up. An investor without a factor passes.
 */
export const checkFactor = async (
  db: SqlConnection,
  rp: RelyingParty,
  owner: FactorOwner,
  proof: FactorProof,
  now: number,
  challenge?: string,
): Promise<FactorCheck> => {
  const method = factorMethodOf(db, owner.userId)
  if (method === 'none') return { outcome: 'right' }
  const { factorCode, passkey } = proof
  if ((factorCode === undefined || factorCode.trim() === '') && passkey === undefined) return { outcome: 'missing' }
  return countedPasswordCheck(db, owner.phone, now, async () => {
    if (passkey === undefined) return spendFactorCode(db, investorHolder(owner.userId), factorCode ?? '', now)
    if (method !== 'passkey') return false
    const signed = challenge ?? stepUpChallengeOf(db, owner.userId, passkey, now)
    return signed !== undefined && (await verifyPasskey(db, rp, owner.userId, passkey, signed))
  })
}

/** The step-up challenge a passkey answer signed, if it is this investor's and live; used up here. */
const stepUpChallengeOf = (db: SqlConnection, userId: number, answer: string, now: number): string | undefined => {
  const challenge = challengeOfAnswer(answer)
  if (challenge === undefined) return undefined
  const found = findChallenge(db, challenge, 'stepUp', now)
  if (found?.userId !== userId || !takeChallenge(db, challenge)) return undefined
  return found.challenge
}

/** `/user/factor/challenge.do`: request options for a guarded call by passkey (5 minutes, once). */
export const stepUpOptions = async (
  db: SqlConnection,
  rp: RelyingParty,
  userId: number,
  now: number,
): Promise<Result.Result<Record<string, unknown>>> => {
  if (factorMethodOf(db, userId) !== 'passkey') return { ok: false, error: domainError('secondFactorNotOn') }
  const challenge = newChallengeText()
  saveChallenge(db, challenge, { userId, purpose: 'stepUp', challenge }, now)
  return { ok: true, value: { ...(await passkeyRequestOptions(db, rp, userId, challenge)) } }
}

const alreadyOn = (db: SqlConnection, userId: number): DomainError | undefined =>
  factorMethodOf(db, userId) === 'none' ? undefined : domainError('secondFactorAlreadyOn')

/** `/user/factor/totp/begin.do` (after the login password): a secret waiting for its first code, and its URI. */
export const beginTotp = (
  db: SqlConnection,
  owner: FactorOwner,
  now: number,
): Result.Result<{ secret: string; uri: string }> => {
  const refused = alreadyOn(db, owner.userId)
  if (refused) return { ok: false, error: refused }
  const secret = pendingTotpSecret(db, investorHolder(owner.userId), now)
  return { ok: true, value: { secret, uri: totpUri('Bourse', owner.phone, secret) } }
}

/** The first code of a waiting TOTP enrolment, right: TOTP is on, with ten new recovery codes. */
export const confirmTotpCode = (db: SqlConnection, userId: number, code: string, now: number): boolean =>
  spendTotpCode(db, investorHolder(userId), code, now, { pending: true })

/** Ten new recovery codes for the investor (the old ones stop working). */
export const renewRecoveryCodes = (db: SqlConnection, userId: number, now: number): string[] =>
  issueRecoveryCodes(db, investorHolder(userId), now)

/** `/user/factor/passkey/begin.do` (after the login password): creation options for a new passkey. */
export const beginPasskey = async (
  db: SqlConnection,
  rp: RelyingParty,
  owner: FactorOwner,
  now: number,
): Promise<Result.Result<Record<string, unknown>>> => {
  const refused = alreadyOn(db, owner.userId)
  if (refused) return { ok: false, error: refused }
  const challenge = newChallengeText()
  saveChallenge(db, challenge, { userId: owner.userId, purpose: 'passkeyEnrol', challenge }, now)
  return { ok: true, value: { ...(await passkeyCreationOptions(rp, owner.userId, owner.phone, challenge)) } }
}

/**
 * `/user/factor/passkey/confirm.do`: the browser's new passkey, checked against the investor's own live enrolment
 * challenge (used up); false when it does not verify.
 */
export const confirmPasskey = async (
  db: SqlConnection,
  rp: RelyingParty,
  userId: number,
  answer: string,
  now: number,
): Promise<Result.Result<true>> => {
  const refused = alreadyOn(db, userId)
  if (refused) return { ok: false, error: refused }
  const challenge = challengeOfAnswer(answer)
  const found = challenge === undefined ? undefined : findChallenge(db, challenge, 'passkeyEnrol', now)
  if (challenge === undefined || found?.userId !== userId || !takeChallenge(db, challenge))
    return { ok: false, error: domainError('secondFactorNoEnrolment') }
  const saved = await savePasskey(db, rp, userId, answer, found.challenge, now)
  return saved ? { ok: true, value: true } : { ok: false, error: domainError('passkeyNotSaved') }
}

/** Turns the investor's factor off: TOTP, passkeys and recovery codes are forgotten. */
export const disableFactor = (db: SqlConnection, userId: number): void => {
  deleteTotpFactor(db, investorHolder(userId))
  deletePasskeys(db, userId)
  deleteRecoveryCodes(db, investorHolder(userId))
}
