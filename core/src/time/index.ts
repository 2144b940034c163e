export * as Instant from './Instant.js'
