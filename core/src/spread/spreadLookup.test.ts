import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { spreadLookup } from './spreadLookup.js'
import { defaultSpreadRules, type SpreadRule } from './spreadRule.js'

const rateOf = (rules: readonly SpreadRule[], params: Parameters<typeof spreadLookup>[1]) => {
  const result = spreadLookup(rules, params)
  return result.ok ? result.value.toString() : `${result.error.key}:${result.error.params.field}`
}

it('decodes the public lookup fields and applies the rules', () => {
  expect(rateOf(defaultSpreadRules, { unitprice: '4.80', code: '600000' })).toBe('0.001')
  expect(rateOf(defaultSpreadRules, { unitprice: '12.00', code: '600000', applies: '', turnover: ' ' })).toBe('0.0005')
  const rules: SpreadRule[] = [
    { kind: 'changePercent', max: R.of(-5), rate: R.of('0.002') },
    { kind: 'notional', min: M.of(50_000), rate: R.of('0.0015') },
    ...defaultSpreadRules,
  ]
  expect(rateOf(rules, { unitprice: '12', code: '600000', applies: '-6.5' })).toBe('0.002')
  expect(rateOf(rules, { unitprice: '12', code: '600000', turnover: '50000' })).toBe('0.0015')
})

it('refuses malformed fields, naming them', () => {
  expect(rateOf(defaultSpreadRules, { unitprice: 'x', code: '600000' })).toBe('invalidNumber:unitprice')
  expect(rateOf(defaultSpreadRules, { unitprice: '', code: '600000' })).toBe('invalidNumber:unitprice')
  expect(rateOf(defaultSpreadRules, { unitprice: '-1', code: '600000' })).toBe('invalidNumber:unitprice')
  expect(rateOf(defaultSpreadRules, { unitprice: '5', code: '600000', applies: '2%' })).toBe('invalidNumber:applies')
  expect(rateOf(defaultSpreadRules, { unitprice: '5', code: '600000', turnover: '1e5' })).toBe('invalidNumber:turnover')
})
