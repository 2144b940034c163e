export { type SpreadLookupParams, spreadLookup } from './spreadLookup.js'
export { type SpreadQuery, spreadRate } from './spreadRate.js'
export { defaultSpreadRules, type Range as SpreadRange, type SpreadRule } from './spreadRule.js'
