import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'

const phonePattern = /^[6-9]\d{9}$/

/**
 * Checks a phone number (DECISIONS §11): 10 digits, the first 6 to 9; surrounding blanks are ignored.
 * Example: " 9876543210 " → ok "9876543210"; "5876543210" and "987654321" are refused.
 */
export const checkPhone = (text: string): R.Result<string> => {
  const phone = text.trim()
  if (phone === '') return R.fail(domainError('identityPhoneRequired'))
  return phonePattern.test(phone) ? R.ok(phone) : R.fail(domainError('identityPhoneInvalid'))
}
