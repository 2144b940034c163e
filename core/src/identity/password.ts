import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'

const passwordPattern = /^[A-Za-z0-9!@#$%^&*.]{6,12}$/

/**
 * Checks a login or funding password (DECISIONS §11): whitespace is stripped first, then 6 to 12 characters
 * from letters, digits and `!@#$%^&*.`. Example: "ab c12 3" → ok "abc123"; "abc12" is too short; "abc-123" is refused.
 */
export const checkPassword = (text: string): R.Result<string> => {
  const password = text.replace(/\s/g, '')
  if (password === '') return R.fail(domainError('identityPasswordRequired'))
  if (password.length < 6) return R.fail(domainError('identityPasswordTooShort'))
  return passwordPattern.test(password) ? R.ok(password) : R.fail(domainError('identityPasswordInvalid'))
}
