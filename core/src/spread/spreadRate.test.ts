import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import { matches, spreadRate } from './spreadRate.js'
import { defaultSpreadRules, type SpreadRule } from './spreadRule.js'

const rateOf = (
  rules: readonly SpreadRule[],
  price: string,
  extra: { change?: string; notional?: string; code?: string } = {},
) =>
  spreadRate(rules, {
    price: P.of(price),
    code: extra.code ?? '600000',
    ...(extra.change === undefined ? {} : { changePercent: R.of(extra.change) }),
    ...(extra.notional === undefined ? {} : { notional: M.of(extra.notional) }),
  }).toString()

describe('default spread rules', () => {
  it('price below 5 → 0.001; 5 and above → 0.0005', () => {
    expect(rateOf(defaultSpreadRules, '4.99')).toBe('0.001')
    expect(rateOf(defaultSpreadRules, '5')).toBe('0.0005')
    expect(rateOf(defaultSpreadRules, '123.45')).toBe('0.0005')
  })
})

describe('rule kinds, highest match wins', () => {
  const rules: SpreadRule[] = [
    { kind: 'changePercent', min: R.of(9), rate: R.of('0.003') },
    { kind: 'changePercent', max: R.of(-9), rate: R.of('0.0025') },
    { kind: 'notional', min: M.of(1_000_000), rate: R.of('0.002') },
    { kind: 'codePrefix', prefix: '688', rate: R.of('0.0015') },
    { kind: 'stock', code: '600519', rate: R.of('0.004') },
    ...defaultSpreadRules,
  ]

  it('each kind can win on its own', () => {
    expect(rateOf(rules, '10', { change: '9.5' })).toBe('0.003')
    expect(rateOf(rules, '10', { change: '-9.99' })).toBe('0.0025')
    expect(rateOf(rules, '10', { notional: '1000000' })).toBe('0.002')
    expect(rateOf(rules, '10', { code: '688981' })).toBe('0.0015')
    expect(rateOf(rules, '10', { code: '600519' })).toBe('0.004')
  })

  it('ranges are half-open [min, max) and missing inputs skip their rules', () => {
    expect(rateOf(rules, '10', { change: '8.99' })).toBe('0.0005')
    expect(rateOf(rules, '10', { change: '-9' })).toBe('0.0005')
    expect(rateOf(rules, '10', { notional: '999999.99' })).toBe('0.0005')
    expect(rateOf(rules, '10')).toBe('0.0005')
  })

  it('the highest of several matches wins: change 10 % on 688… at price 3', () => {
    // matches: change ≥ 9 (0.003), prefix 688 (0.0015), price < 5 (0.001) → 0.003
    expect(rateOf(rules, '3', { change: '10', code: '688001' })).toBe('0.003')
  })

  it('no match is 0', () => {
    expect(rateOf([], '10')).toBe('0')
    expect(rateOf([{ kind: 'stock', code: '000001', rate: R.of('0.01') }], '10')).toBe('0')
  })
})

const rate = fc.integer({ min: 0, max: 100 }).map((n) => R.of(n).dividedBy(10_000) as R.Rate)
const rule: fc.Arbitrary<SpreadRule> = fc.oneof(
  fc.record({
    kind: fc.constant('priceBand' as const),
    min: fc.integer({ min: 0, max: 50 }).map((n) => R.of(n)),
    rate,
  }),
  fc.record({ kind: fc.constant('codePrefix' as const), prefix: fc.constantFrom('6', '60', '688', '3', '00'), rate }),
  fc.record({ kind: fc.constant('stock' as const), code: fc.constantFrom('600519', '000001', '300750'), rate }),
  fc.record({
    kind: fc.constant('changePercent' as const),
    max: fc.integer({ min: -10, max: 10 }).map((n) => R.of(n)),
    rate,
  }),
)
const query = fc.record({
  price: fc.integer({ min: 1, max: 10_000 }).map((c) => P.of(c).dividedBy(100) as P.Price),
  code: fc.constantFrom('600519', '000001', '300750', '688981'),
  changePercent: fc.integer({ min: -1000, max: 1000 }).map((n) => R.of(n).dividedBy(100)),
})

describe('spread lookup laws', () => {
  test.prop([fc.array(rule), query])(
    'the result is one of the rates, or 0, and never below any matching rate',
    (rules, q) => {
      const found = spreadRate(rules, q)
      expect(found.isZero() || rules.some((r) => r.rate.eq(found))).toBe(true)
      expect(found.gte(0)).toBe(true)
      for (const r of rules) if (matches(r, q)) expect(found.gte(r.rate)).toBe(true)
    },
  )

  test.prop([fc.array(rule), rule, query])('adding a rule never lowers the rate', (rules, extra, q) => {
    expect(spreadRate([...rules, extra], q).gte(spreadRate(rules, q))).toBe(true)
  })

  test.prop([fc.array(rule), query])('rule order does not matter', (rules, q) => {
    expect(spreadRate([...rules].reverse(), q).eq(spreadRate(rules, q))).toBe(true)
  })
})
