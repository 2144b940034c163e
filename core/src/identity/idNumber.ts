import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import type { Settings } from '../settings/Settings.js'

/** Which identity document the real-name form asks for: the `idDocument` setting. */
export type IdDocument = Settings['idDocument']

const aadhaarPattern = /^\d{12}$/
const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/
const cnIdPattern = /^(\d{15}|\d{17}[\dX])$/

/** Aadhaar: exactly 12 digits, blanks ignored. Example: "1234 5678 9012" → ok "123456789012". */
export const checkAadhaar = (text: string): R.Result<string> => {
  const id = text.replace(/\s/g, '')
  return aadhaarPattern.test(id) ? R.ok(id) : R.fail(domainError('identityAadhaarInvalid'))
}

/** PAN: 5 letters, 4 digits, 1 letter, read in upper case. Example: "abcde1234f" → ok "ABCDE1234F". */
export const checkPan = (text: string): R.Result<string> => {
  const id = text.trim().toUpperCase()
  return panPattern.test(id) ? R.ok(id) : R.fail(domainError('identityPanInvalid'))
}

/**
 * Chinese resident ID: 15 digits, or 17 digits and a digit or X (a lower-case x is read as X).
 * Example: "11010519491231002x" → ok "11010519491231002X". The check digit itself is not verified.
 */
export const checkCnId = (text: string): R.Result<string> => {
  const id = text.trim().toUpperCase()
  return cnIdPattern.test(id) ? R.ok(id) : R.fail(domainError('identityCnIdInvalid'))
}

/** Checks an ID number by the rule the `idDocument` setting chooses; an empty number is "required". */
export const checkIdNumber = (document: IdDocument, text: string): R.Result<string> => {
  if (text.trim() === '') return R.fail(domainError('identityIdNumberRequired'))
  if (document === 'pan') return checkPan(text)
  if (document === 'cn') return checkCnId(text)
  return checkAadhaar(text)
}
