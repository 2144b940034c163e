import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'

const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/
const accountPattern = /^\d{9,18}$/

/** IFSC: 4 letters, a zero, 6 letters or digits, read in upper case. Example: "hdfc0001234" → ok "HDFC0001234". */
export const checkIfsc = (text: string): R.Result<string> => {
  const ifsc = text.trim().toUpperCase()
  if (ifsc === '') return R.fail(domainError('bankIfscRequired'))
  return ifscPattern.test(ifsc) ? R.ok(ifsc) : R.fail(domainError('bankIfscInvalid'))
}

/** Bank account number: 9 to 18 digits, blanks ignored. Example: "0012 3456 789" → ok "00123456789". */
export const checkAccountNumber = (text: string): R.Result<string> => {
  const number = text.replace(/\s/g, '')
  if (number === '') return R.fail(domainError('bankAccountRequired'))
  return accountPattern.test(number) ? R.ok(number) : R.fail(domainError('bankAccountInvalid'))
}

/**
 * The account number as responses show it: only the last 4 digits, behind a fixed `****` so the length is hidden.
 * Example: "123456789012" → "****9012"; a number of 4 digits or fewer is fully masked.
 */
export const maskAccountNumber = (number: string): string => (number.length > 4 ? `****${number.slice(-4)}` : '****')
