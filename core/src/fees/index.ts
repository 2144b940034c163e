export * as Fees from './Fees.js'
