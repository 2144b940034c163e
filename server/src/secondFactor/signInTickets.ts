import type { Api } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { newChallengeText, saveChallenge } from './factorChallenges.js'
import { factorMethodOf } from './investorFactor.js'
import { passkeyRequestOptions, type RelyingParty } from './passkeys.js'

type SecondFactorDue = (typeof Api.SecondFactorDue.Type)['secondFactor']

/**
 * After a right password from a browser new to the investor: when they have a second factor, a ticket (5 minutes,
 * once) that `/user/login/secondFactor.do` exchanges for a session with the factor — for a passkey, with the request
 * options whose challenge the ticket keeps. Undefined when the investor has no factor on.
 */
export const secondFactorDue = async (
  db: SqlConnection,
  rp: RelyingParty,
  userId: number,
  now: number,
): Promise<SecondFactorDue | undefined> => {
  const method = factorMethodOf(db, userId)
  if (method === 'none') return undefined
  const ticket = newChallengeText()
  const challenge = method === 'passkey' ? newChallengeText() : ''
  saveChallenge(db, ticket, { userId, purpose: 'signIn', challenge }, now)
  if (method === 'totp') return { ticket, method }
  return { ticket, method, passkey: { ...(await passkeyRequestOptions(db, rp, userId, challenge)) } }
}
