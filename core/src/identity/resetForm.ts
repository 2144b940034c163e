import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import { checkPassword } from './password.js'
import { normalizeCaptchaAnswer } from './passwordReset.js'
import { checkPhone } from './phone.js'

/** The forgot-password form as typed: phone, SMS code, new password and its confirmation. */
export interface ResetFormInput {
  readonly phone: string
  readonly code: string
  readonly password: string
  readonly confirm: string
}

/** What `/api/user/updatePwd.do` is sent once the form passes. */
export interface ResetForm {
  readonly phoneNum: string
  readonly code: string
  readonly newPwd: string
}

/**
 * Checks the forgot-password form before the reset is sent (spec 001 §5), first failure wins: phone (10 digits,
 * first 6–9), SMS code, both passwords filled, equal, then the password rule (whitespace stripped).
 * Example: {phone "9876543210", code " 123456 ", password "new 123", confirm "new123"} → ok with newPwd "new123".
 */
export const checkResetForm = (input: ResetFormInput): R.Result<ResetForm> => {
  const phone = checkPhone(input.phone)
  if (!phone.ok) return phone
  const code = input.code.trim()
  if (code === '') return R.fail(domainError('walletCodeRequired'))
  const password = input.password.replace(/\s/g, '')
  const confirm = input.confirm.replace(/\s/g, '')
  if (password === '' || confirm === '') return R.fail(domainError('walletPasswordEmpty'))
  if (password !== confirm) return R.fail(domainError('walletPasswordsDiffer'))
  const checked = checkPassword(password)
  return checked.ok ? R.ok({ phoneNum: phone.value, code, newPwd: checked.value }) : checked
}

/**
 * The image code as sent: spaces dropped, capitals; an empty one is refused before sending ("Please enter the image
 * code first"). Example: " ab 3k" → ok "AB3K".
 */
export const checkCaptchaInput = (text: string): R.Result<string> => {
  const answer = normalizeCaptchaAnswer(text)
  return answer === '' ? R.fail(domainError('captchaRequired')) : R.ok(answer)
}
