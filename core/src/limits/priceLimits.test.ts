import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import { defaultSettings } from '../settings/Settings.js'
import { boardOf, boards } from './board.js'
import { isAtLimitDown, isAtLimitUp, limitDown, limitUp, priceLimits } from './priceLimits.js'

const texts = (prevClose: string, board: (typeof boards)[number]) => {
  const limits = priceLimits(P.of(prevClose), board, defaultSettings)
  return limits && [limits.limitUp.toFixed(2), limits.limitDown.toFixed(2)]
}

describe('price limits, worked examples', () => {
  it('main board ±10% of the previous close', () => {
    // 10.00 × 1.1 = 11.00; 10.00 × 0.9 = 9.00
    expect(texts('10.00', 'main')).toEqual(['11.00', '9.00'])
  })

  it('rounds half-up once: 10.05 → 11.055 → 11.06 and 9.045 → 9.05', () => {
    expect(texts('10.05', 'main')).toEqual(['11.06', '9.05'])
  })

  it('STAR and ChiNext ±20%, Beijing ±30%', () => {
    // 25.37 × 1.2 = 30.444 → 30.44; 25.37 × 0.8 = 20.296 → 20.30
    expect(texts('25.37', 'star')).toEqual(['30.44', '20.30'])
    expect(texts('25.37', 'chinext')).toEqual(['30.44', '20.30'])
    // 8.15 × 1.3 = 10.595 → 10.60; 8.15 × 0.7 = 5.705 → 5.71
    expect(texts('8.15', 'bj')).toEqual(['10.60', '5.71'])
  })

  it('Hong Kong and US have no limits', () => {
    expect(texts('10.00', 'hk')).toBeUndefined()
    expect(texts('10.00', 'us')).toBeUndefined()
    expect(isAtLimitUp(P.of(1000), undefined)).toBe(false)
    expect(isAtLimitDown(P.of('0.01'), undefined)).toBe(false)
  })

  it('main-board rates come from settings', () => {
    const limits = priceLimits(P.of('10.00'), 'main', { riseLimit: R.of('0.05'), downLimit: R.of('0.07') })
    // 10 × 1.05 = 10.50; 10 × 0.93 = 9.30
    expect(limits?.limitUp.toFixed(2)).toBe('10.50')
    expect(limits?.limitDown.toFixed(2)).toBe('9.30')
  })

  it('at or beyond a limit counts as at it', () => {
    const limits = priceLimits(P.of('10.00'), 'main', defaultSettings)
    expect(isAtLimitUp(P.of('11.00'), limits)).toBe(true)
    expect(isAtLimitUp(P.of('10.99'), limits)).toBe(false)
    expect(isAtLimitDown(P.of('9.00'), limits)).toBe(true)
    expect(isAtLimitDown(P.of('9.01'), limits)).toBe(false)
  })
})

describe('board of a stock', () => {
  it('reads the board from market and code prefix', () => {
    expect(boardOf('sh', '688981')).toBe('star')
    expect(boardOf('sh', '689009')).toBe('star')
    expect(boardOf('sh', '600519')).toBe('main')
    expect(boardOf('sz', '300750')).toBe('chinext')
    expect(boardOf('sz', '301236')).toBe('chinext')
    expect(boardOf('sz', '000001')).toBe('main')
    expect(boardOf('bj', '830799')).toBe('bj')
    expect(boardOf('hk', '00700')).toBe('hk')
    expect(boardOf('us', 'AAPL')).toBe('us')
  })
})

const cents = fc.integer({ min: 1, max: 10_000_000 }).map((c) => P.of(c).dividedBy(100) as P.Price)
const rate = fc.integer({ min: 0, max: 1000 }).map((permille) => R.of(permille).dividedBy(1000) as R.Rate)

describe('price limit laws', () => {
  test.prop([cents, fc.constantFrom(...boards)])('limit-down ≤ previous close ≤ limit-up on every board', (prev, b) => {
    const limits = priceLimits(prev, b, defaultSettings)
    if (limits === undefined) return
    expect(limits.limitDown.lte(prev)).toBe(true)
    expect(prev.lte(limits.limitUp)).toBe(true)
  })

  test.prop([cents, rate])('limits are 2-decimal prices within half a paisa of the exact value', (prev, r) => {
    const up = limitUp(prev, r)
    const down = limitDown(prev, r)
    expect(up.decimalPlaces()).toBeLessThanOrEqual(2)
    expect(down.decimalPlaces()).toBeLessThanOrEqual(2)
    expect(
      up
        .minus(prev.times(r.plus(1)))
        .abs()
        .lte('0.005'),
    ).toBe(true)
    expect(
      down
        .minus(prev.times(R.of(1).minus(r)))
        .abs()
        .lte('0.005'),
    ).toBe(true)
    expect(down.lte(prev) && prev.lte(up)).toBe(true)
  })

  test.prop([cents, cents])('limits are non-decreasing in the previous close', (a, b) => {
    const [lo, hi] = a.lte(b) ? [a, b] : [b, a]
    const r = R.of('0.1')
    expect(limitUp(lo, r).lte(limitUp(hi, r))).toBe(true)
    expect(limitDown(lo, r).lte(limitDown(hi, r))).toBe(true)
  })
})
