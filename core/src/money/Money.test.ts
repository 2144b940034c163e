import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as Money from './Money.js'
import * as Rounding from './Rounding.js'

const amount = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => Money.of(`${units}e-${scale}`))

describe('Money worked examples', () => {
  it('rounds half-up to 2 decimals, away from zero on ties', () => {
    expect(Money.toText(Money.round(Money.of('1.005')))).toBe('1.01')
    expect(Money.toText(Money.round(Money.of('-1.005')))).toBe('-1.01')
    expect(Money.toText(Money.round(Money.of('2.344999')))).toBe('2.34')
  })

  it('formats with thousands separators and 2 decimals, or masks', () => {
    expect(Money.format(Money.of('1234567.8'))).toBe('1,234,567.80')
    expect(Money.format(Money.of('-1000'))).toBe('-1,000.00')
    expect(Money.format(Money.of('-0.001'))).toBe('0.00')
    expect(Money.format(Money.of('999.995'))).toBe('1,000.00')
    expect(Money.format(Money.of('5'), { masked: true })).toBe('****')
  })

  it('parses decimal text with separators and refuses anything else', () => {
    expect(Money.parse('1,000.50')?.toFixed(2)).toBe('1000.50')
    expect(Money.parse(' -3 ')?.toFixed(2)).toBe('-3.00')
    expect(Money.parse('1e5')).toBeUndefined()
    expect(Money.parse('abc')).toBeUndefined()
    expect(Money.parse('')).toBeUndefined()
  })

  it('keeps exact decimals where binary floats do not', () => {
    expect(Money.add(Money.of('0.1'), Money.of('0.2')).toString()).toBe('0.3')
  })
})

describe('Money laws', () => {
  test.prop([amount, amount])('addition commutes', (a, b) => {
    expect(Money.add(a, b).eq(Money.add(b, a))).toBe(true)
  })

  test.prop([amount, amount, amount])('addition associates', (a, b, c) => {
    expect(Money.add(Money.add(a, b), c).eq(Money.add(a, Money.add(b, c)))).toBe(true)
  })

  test.prop([amount])('zero is neutral and negation cancels', (a) => {
    expect(Money.add(a, Money.zero).eq(a)).toBe(true)
    expect(Money.add(a, Money.neg(a)).isZero()).toBe(true)
  })

  test.prop([amount])('rounding is idempotent and moves at most half a paisa', (a) => {
    const once = Money.round(a)
    expect(Money.round(once).eq(once)).toBe(true)
    expect(once.minus(a).abs().lte('0.005')).toBe(true)
  })

  test.prop([amount])('rounding is symmetric around zero', (a) => {
    expect(Money.round(Money.neg(a)).eq(Money.neg(Money.round(a)))).toBe(true)
  })

  test.prop([amount])('format then parse returns the amount rounded to 2 decimals', (a) => {
    expect(Money.parse(Money.format(a))?.eq(Rounding.apply(a))).toBe(true)
  })
})
