export { type DomainError, domainError, isDomainError } from './DomainError.js'
export * as Result from './Result.js'
