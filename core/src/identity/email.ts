import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'

// Local part: letter/digit runs joined by single '.', '_' or '-'; domain: the same with '.' or '-';
// then a dot and a top-level part of 2 to 4 letters (spec 001 §5).
const emailPattern = /^[A-Za-z0-9]+([._-][A-Za-z0-9]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,4}$/

/**
 * Checks an e-mail address (spec 001 §5): letters and digits with optional separators, an @, a domain and a
 * top-level part of 2 to 4 letters. Example: "a.b_c@mail.example.in" is ok; "a..b@x.com" and "a@b.comcom" are not.
 */
export const checkEmail = (text: string): R.Result<string> => {
  const email = text.trim()
  return emailPattern.test(email) ? R.ok(email) : R.fail(domainError('identityEmailInvalid'))
}
