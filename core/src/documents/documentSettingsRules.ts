import { type DomainError, domainError } from '../errors/DomainError.js'

/** How long a mailed confirmation code is good for. */
export const emailCodeValidMs = 30 * 60_000

/** The least time between two codes for one investor (each is a mail to an address not yet confirmed). */
export const emailCodeIntervalMs = 60_000

/** Wrong codes allowed for one address before a new code must be asked for. */
export const emailCodeAttempts = 5

/**
 * Why an address cannot receive documents, or `undefined`: one `@`, a local part and a dotted domain, no spaces,
 * at most 254 characters. `ana@example.invalid` passes; `ana@localhost` and `ana example.com` do not.
 */
export const emailRefusal = (address: string): DomainError | undefined =>
  address.length <= 254 && /^[^\s@<>()",;]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(address)
    ? undefined
    : domainError('docEmailInvalid')

/**
 * Why a document password cannot be used, or `undefined`: 6 to 32 characters, none of them a space or a control
 * character (a reader's password box takes them as typed). `bourse-2026` passes; `abc` does not.
 */
export const documentPasswordRefusal = (password: string): DomainError | undefined =>
  password.length >= 6 && password.length <= 32 && !/[\s\p{Cc}]/u.test(password)
    ? undefined
    : domainError('docPasswordInvalid')
