import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'

/** Staff passwords are longer than investors' (DECISIONS §16): at least 12 characters, at most 128. */
export const staffPasswordRule = { minLength: 12, maxLength: 128 } as const

/** Accepts a staff password of 12 to 128 characters; e.g. `demo-staff-1234` passes, `short-pass` does not. */
export const checkStaffPassword = (password: string): Result.Result<string> =>
  password.length >= staffPasswordRule.minLength && password.length <= staffPasswordRule.maxLength
    ? Result.ok(password)
    : Result.fail(domainError('staffPasswordTooShort', { min: String(staffPasswordRule.minLength) }))
