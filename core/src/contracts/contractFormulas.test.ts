import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { positionFloating } from '../risk/RiskPosition.js'
import { contractDeposit } from './contractDeposit.js'
import { contractFee } from './contractFee.js'
import { contractProfitAndLoss } from './contractProfitAndLoss.js'
import { contractRiskPosition } from './contractRiskPosition.js'
import { contractValue } from './contractValue.js'

describe('contract formulas, worked examples', () => {
  it('deposit = round2(depositAmt × hands ÷ lever)', () => {
    // 1 000 × 3 ÷ 20 = 150.00
    expect(M.toText(contractDeposit(M.of(1000), 3, 20))).toBe('150.00')
    // 333.33 × 1 ÷ 20 = 16.6665 → half-up 16.67
    expect(M.toText(contractDeposit(M.of('333.33'), 1, 20))).toBe('16.67')
    // 100 × 1 ÷ 30 = 3.3333… → 3.33
    expect(M.toText(contractDeposit(M.of(100), 1, 30))).toBe('3.33')
  })

  it('fee = round2(transFee × hands); value = eachPoint × hands × 100', () => {
    // 12.345 × 3 = 37.035 → 37.04
    expect(M.toText(contractFee(M.of('12.345'), 3))).toBe('37.04')
    // 10 × 3 × 100 = 3 000
    expect(M.toText(contractValue(M.of(10), 3))).toBe('3000.00')
  })

  it('P&L = (close − open) × eachPoint × hands, negated for a short', () => {
    // (3 112.0 − 3 100.5) × 10 × 3 = 11.5 × 30 = 345
    const long = contractProfitAndLoss('long', P.of('3100.5'), P.of('3112.0'), M.of(10), 3)
    expect(M.toText(long)).toBe('345.00')
    expect(M.toText(contractProfitAndLoss('short', P.of('3100.5'), P.of('3112.0'), M.of(10), 3))).toBe('-345.00')
  })

  it('a contract position counts in the risk loop with the same P&L', () => {
    // 3 hands × eachPoint 10 = quantity 30; 10-point fall → −300, minus 2.50 of fees → −302.50
    const position = contractRiskPosition('IDX', 'long', P.of('3100'), M.of(10), 3, M.of('2.5'))
    expect(M.toText(positionFloating(position, P.of('3090')))).toBe('-302.50')
  })
})

const amount = fc.integer({ min: 0, max: 100_000_000 }).map((paisa) => M.of(paisa).dividedBy(100) as M.Money)
const hands = fc.integer({ min: 1, max: 10_000 })
const lever = fc.integer({ min: 1, max: 500 })
const points = fc.integer({ min: 1, max: 10_000_000 }).map((n) => P.of(n).dividedBy(100) as P.Price)

describe('contract formula laws', () => {
  test.prop([amount, hands, lever, lever])('deposit does not grow with leverage', (d, h, l1, l2) => {
    const [low, high] = l1 <= l2 ? [l1, l2] : [l2, l1]
    expect(contractDeposit(d, h, high).lte(contractDeposit(d, h, low))).toBe(true)
  })

  test.prop([amount, hands, hands])('fee is ≥ 0 and does not shrink with hands', (fee, h1, h2) => {
    const [low, high] = h1 <= h2 ? [h1, h2] : [h2, h1]
    expect(contractFee(fee, low).gte(0)).toBe(true)
    expect(contractFee(fee, high).gte(contractFee(fee, low))).toBe(true)
  })

  test.prop([amount, hands, lever])('deposit and fee are within half a paisa of the exact value', (d, h, l) => {
    expect(contractDeposit(d, h, l).minus(d.times(h).dividedBy(l)).abs().lte('0.005')).toBe(true)
    expect(contractFee(d, h).minus(d.times(h)).abs().lte('0.005')).toBe(true)
  })

  test.prop([points, points, amount, hands])('long and short P&L mirror; no move, no P&L', (open, close, each, h) => {
    const long = contractProfitAndLoss('long', open, close, each, h)
    expect(long.plus(contractProfitAndLoss('short', open, close, each, h)).isZero()).toBe(true)
    expect(contractProfitAndLoss('long', open, open, each, h).isZero()).toBe(true)
    // A long gains exactly when the price rose.
    if (!each.isZero()) expect(long.gt(0)).toBe(close.gt(open))
  })
})
