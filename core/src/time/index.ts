export { formatInstant, type InstantPrecision } from './formatInstant.js'
export * as Instant from './Instant.js'
