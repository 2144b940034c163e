import { describe, expect, it } from 'vitest'
import { centsText, stepCents } from './priceStep.js'

const flat = { drift: 0, volatility: 0.02, anchorCents: 1000 }

describe('one price step', () => {
  it('moves by volatility × z, rounding the cent with u: 1000 → 1020 for z = 1, u = 0.5', () => {
    // 1000 × 0.02 × 1 = 20; floor(20 + 0.5) = 20
    expect(stepCents(1000, flat, 1, { z: 1, u: 0.5 }, undefined)).toBe(1020)
  })

  it('rounds sub-cent moves stochastically: a 0.3-cent move is 0 with u < 0.7 and 1 cent with u ≥ 0.7', () => {
    // dayShare 0.000225: 1000 × 0.02 × √0.000225 = 1000 × 0.02 × 0.015 = 0.3 cents
    const share = 0.000225
    expect(stepCents(1000, flat, share, { z: 1, u: 0.69 }, undefined)).toBe(1000)
    expect(stepCents(1000, flat, share, { z: 1, u: 0.71 }, undefined)).toBe(1001)
  })

  it('clamps to the band: a +30 % draw stops at limit-up 1100, a −30 % at limit-down 900', () => {
    const band = { down: 900, up: 1100 }
    expect(stepCents(1000, flat, 1, { z: 15, u: 0 }, band)).toBe(1100)
    expect(stepCents(1000, flat, 1, { z: -15, u: 0 }, band)).toBe(900)
  })

  it('never goes below one cent', () => {
    expect(stepCents(2, flat, 1, { z: -1000, u: 0 }, undefined)).toBe(1)
  })

  it('writes cents as exact decimal text', () => {
    expect(centsText(123456)).toBe('1234.56')
    expect(centsText(5)).toBe('0.05')
    expect(centsText(100)).toBe('1.00')
  })
})
