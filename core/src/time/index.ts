export * as Instant from './Instant.js'
export { formatInstant, type InstantPrecision } from './formatInstant.js'
