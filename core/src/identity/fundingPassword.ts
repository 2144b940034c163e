import { type DomainError, domainError } from '../errors/DomainError.js'

/** What the server knows when an investor sets a funding (withdrawal) password. */
export interface FundingPasswordFacts {
  /** A funding password is already set. */
  readonly alreadySet: boolean
  /** The request carried the current funding password (`oldWithPwd`). */
  readonly oldGiven: boolean
  /** The current funding password given matches the stored one. */
  readonly oldMatches: boolean
  /** The new funding password is the login password. */
  readonly sameAsLogin: boolean
}

/**
 * Setting a funding password, as a broker does it: the first one needs only the signed-in session; once one is set,
 * changing it needs the current one (a stolen session alone cannot replace it), and it may never equal the login
 * password. A forgotten funding password is reset by support, not here. The first failing check wins.
 */
export const fundingPasswordRefusal = (facts: FundingPasswordFacts): DomainError | undefined => {
  if (facts.alreadySet && !facts.oldGiven) return domainError('fundingPasswordOldRequired')
  if (facts.alreadySet && !facts.oldMatches) return domainError('fundingPasswordOldWrong')
  if (facts.sameAsLogin) return domainError('fundingPasswordSameAsLogin')
  return undefined
}
