import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { defaultSettings } from '../settings/Settings.js'
import { charge } from './charge.js'
import { fromSettings, label, standard } from './feeSchedule.js'
import { openingCharges } from './openingCharges.js'
import { sellFee } from './sellFee.js'
import { stayFee } from './stayFee.js'

describe('fee schedule', () => {
  it('is named, versioned and built from settings', () => {
    expect(label(standard)).toBe('bourse-standard v1')
    expect(standard.buyFee.toString()).toBe('0.0003')
    expect(standard.sellFee.toString()).toBe('0.0003')
    expect(standard.dutyFee.toString()).toBe('0.001')
    expect(standard.stayFee.toString()).toBe('0.0005')
    const custom = fromSettings({ ...defaultSettings, buyFee: R.of('0.0005') }, 'promo', 3)
    expect(label(custom)).toBe('promo v3')
    expect(custom.buyFee.toString()).toBe('0.0005')
  })
})

describe('charges, worked examples', () => {
  it('opening charges on 10 550.00 with spread 0.0005', () => {
    // 10550 × 0.0003 = 3.165 → 3.17; × 0.001 = 10.55; × 0.0005 = 5.275 → 5.28; 3.17 + 10.55 + 5.28 = 19.00
    const c = openingCharges(M.of('10550'), standard, R.of('0.0005'))
    expect([c.buyFee, c.stampDuty, c.spread, c.total].map(M.toText)).toEqual(['3.17', '10.55', '5.28', '19.00'])
  })

  it('opening charges on 1 234.50', () => {
    // 1234.50 × 0.0003 = 0.37035 → 0.37; × 0.001 = 1.2345 → 1.23; × 0.0005 = 0.61725 → 0.62; total 2.22
    const c = openingCharges(M.of('1234.50'), standard, R.of('0.0005'))
    expect([c.buyFee, c.stampDuty, c.spread, c.total].map(M.toText)).toEqual(['0.37', '1.23', '0.62', '2.22'])
  })

  it('the total is the sum of rounded parts, not the rounded sum', () => {
    // 35 × 0.0003 = 0.0105 → 0.01; 35 × 0.001 = 0.035 → 0.04; 35 × 0.0005 = 0.0175 → 0.02; parts 0.07,
    // while round(0.063) would be 0.06
    expect(M.toText(openingCharges(M.of('35'), standard, R.of('0.0005')).total)).toBe('0.07')
  })

  it('sell fee and one day of stay fee', () => {
    // 10 800 × 0.0003 = 3.24; 10 550 × 0.0005 = 5.275 → 5.28
    expect(M.toText(sellFee(M.of('10800'), standard))).toBe('3.24')
    expect(M.toText(stayFee(M.of('10550'), standard))).toBe('5.28')
  })

  it('a charge rounds half-up once', () => {
    // 12 345 × 0.0003 = 3.7035 → 3.70; 50 × 0.0001 = 0.005 → 0.01
    expect(M.toText(charge(M.of('12345'), R.of('0.0003')))).toBe('3.70')
    expect(M.toText(charge(M.of('50'), R.of('0.0001')))).toBe('0.01')
  })
})

const notional = fc.integer({ min: 0, max: 1_000_000_000 }).map((c) => M.of(c).dividedBy(100) as M.Money)
const rate = fc.integer({ min: 0, max: 10_000 }).map((n) => R.of(n).dividedBy(1_000_000) as R.Rate)

describe('charge laws', () => {
  test.prop([notional, notional, rate])('fees are ≥ 0 and non-decreasing in notional', (a, b, r) => {
    const [lo, hi] = a.lte(b) ? [a, b] : [b, a]
    const schedule = { ...standard, buyFee: r, sellFee: r, dutyFee: r, stayFee: r }
    for (const fee of [
      (n: M.Money) => openingCharges(n, schedule, r).buyFee,
      (n: M.Money) => openingCharges(n, schedule, r).stampDuty,
      (n: M.Money) => openingCharges(n, schedule, r).spread,
      (n: M.Money) => openingCharges(n, schedule, r).total,
      (n: M.Money) => sellFee(n, schedule),
      (n: M.Money) => stayFee(n, schedule),
    ]) {
      expect(fee(lo).gte(0)).toBe(true)
      expect(fee(lo).lte(fee(hi))).toBe(true)
    }
  })

  test.prop([notional, rate])('total = sum of the rounded parts, each within half a paisa of exact', (n, r) => {
    const c = openingCharges(n, standard, r)
    expect(c.total.eq(c.buyFee.plus(c.stampDuty).plus(c.spread))).toBe(true)
    for (const [part, rt] of [
      [c.buyFee, standard.buyFee],
      [c.stampDuty, standard.dutyFee],
      [c.spread, r],
    ] as const) {
      expect(part.decimalPlaces()).toBeLessThanOrEqual(2)
      expect(part.minus(n.times(rt)).abs().lte('0.005')).toBe(true)
    }
  })
})
