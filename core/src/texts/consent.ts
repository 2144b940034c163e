import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'

/**
 * The cooperation agreement's OK (spec 001 §2, spec 000 §2): it goes on only once the consent box is ticked, else
 * "Please read and agree to the trade agreement first." The cancel button goes on without it, as the spec says.
 * Example: checkConsent(false) → refused; checkConsent(true) → ok.
 */
export const checkConsent = (agreed: boolean): R.Result<true> =>
  agreed ? R.ok(true) : R.fail(domainError('orderAgreementRequired'))

/**
 * Where the cooperation agreement's buttons lead: from /aggre to /buy, from /buy to /buy-flow (the trade agreement
 * read sentence by sentence).
 */
export const afterConsent = (path: '/aggre' | '/buy'): '/buy' | '/buy-flow' =>
  path === '/aggre' ? '/buy' : '/buy-flow'
