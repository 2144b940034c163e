import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as P from '../money/Price.js'
import { fromThousandths, toThousandths } from './thousandths.js'

describe('strong-buy prices in thousandths', () => {
  it('worked examples', () => {
    expect(toThousandths(P.of('12.34'))).toBe(12340)
    expect(toThousandths(P.of('0.0005'))).toBe(1)
    expect(toThousandths(P.of('0.0004'))).toBe(0)
    expect(fromThousandths(12340).toString()).toBe('12.34')
    expect(fromThousandths(1).toString()).toBe('0.001')
  })
  test.prop([fc.integer({ min: 0, max: 10 ** 9 })])('thousandths → price → thousandths is the identity', (n) => {
    expect(toThousandths(fromThousandths(n))).toBe(n)
  })
  test.prop([fc.integer({ min: 0, max: 10 ** 8 })])('a 2-decimal price survives the round trip', (cents) => {
    const price = P.of(cents).dividedBy(100) as P.Price
    expect(fromThousandths(toThousandths(price)).eq(price)).toBe(true)
  })
})
