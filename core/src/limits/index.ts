export * as Limits from './Limits.js'
