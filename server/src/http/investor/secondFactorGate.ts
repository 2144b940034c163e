import type { Language } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import { checkFactor, type FactorCheck, type FactorProof } from '../../secondFactor/investorFactor.js'
import type { AppContext } from '../AppContext.js'
import type { SignedInUser } from '../currentUser.js'
import { type Envelope, refusalWith } from '../envelope.js'
import { lockedRefusal } from '../lockedRefusal.js'
import { requestLanguage } from '../requestLanguage.js'
import { relyingPartyOf } from './relyingParty.js'

/** The refusal of a factor check that did not pass (nothing when it did). */
export const factorRefusal = (
  request: FastifyRequest,
  checked: FactorCheck,
  proof: FactorProof,
  now: number,
): Envelope<null> | undefined => {
  const language: Language = requestLanguage(request.headers)
  if (checked.outcome === 'right') return undefined
  if (checked.outcome === 'missing') return refusalWith('secondFactorRequired', language)
  if (checked.outcome === 'locked') return lockedRefusal(request, checked.lockedUntil, now)
  const key = proof.passkey === undefined ? 'secondFactorWrong' : 'passkeyNotAccepted'
  return refusalWith(key, language, { left: String(checked.left) })
}

/**
 * The second factor of a call that moves money out or changes where it goes (withdrawal, bank card, funding
 * password; DECISIONS §28): for an investor with a factor on, the call's `factorCode` or `passkey` must be right —
 * counted toward the phone's sign-in lock. Answers the refusal, or undefined to go on. Outside any transaction.
 */
export const secondFactorGate = async (
  context: AppContext,
  request: FastifyRequest,
  user: SignedInUser,
  proof: FactorProof,
): Promise<Envelope<null> | undefined> => {
  const now = context.now()
  const checked = await checkFactor(context.db, relyingPartyOf(request), user, proof, now)
  return factorRefusal(request, checked, proof, now)
}
