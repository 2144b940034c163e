import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { quoteStockOrder } from './stockOrderQuote.js'
import { quoteStockOrderText } from './stockOrderText.js'

const deposit = (text: Parameters<typeof quoteStockOrderText>[0]) => {
  const result = quoteStockOrderText(text, standard)
  return result.ok ? M.toText(result.value.deposit) : result.error.key
}

describe('quote from text, worked examples', () => {
  it('applies the default spread rules to the price', () => {
    // ≥ 5: 1 055.00 + 3.17 + 10.55 + 5.28 = 1 074.00
    expect(deposit({ price: '10.55', hands: '10', lever: '10' })).toBe('1074.00')
    // < 5: notional 400; margin 40.00; 0.12 + 0.40 + 0.40 (rate 0.001) → deposit 40.92
    expect(deposit({ price: '4.00', hands: '1', lever: '10' })).toBe('40.92')
  })

  it('takes a fixed spread rate when given', () => {
    // 400 × 0 = 0 → 40.00 + 0.12 + 0.40 = 40.52
    expect(deposit({ price: '4.00', hands: '1', lever: '10', spreadRate: '0' })).toBe('40.52')
  })

  it('refuses malformed numbers with the field named', () => {
    const fieldOf = (text: Parameters<typeof quoteStockOrderText>[0]) => {
      const result = quoteStockOrderText(text, standard)
      return result.ok ? 'ok' : result.error.params.field
    }
    expect(fieldOf({ price: 'abc', hands: '1', lever: '10' })).toBe('price')
    expect(fieldOf({ price: '-1', hands: '1', lever: '10' })).toBe('price')
    expect(fieldOf({ price: '1', hands: '1.5', lever: '10' })).toBe('hands')
    expect(fieldOf({ price: '1', hands: '0', lever: '10' })).toBe('hands')
    expect(fieldOf({ price: '1', hands: '1', lever: '0' })).toBe('lever')
    expect(fieldOf({ price: '1', hands: '1', lever: '10', spreadRate: 'x' })).toBe('spreadRate')
    expect(deposit({ price: '0', hands: '1', lever: '10' })).toBe('orderPriceUnknown')
  })
})

describe('quote from text laws', () => {
  test.prop([
    fc.integer({ min: 1, max: 1_000_000 }),
    fc.integer({ min: 1, max: 1000 }),
    fc.integer({ min: 1, max: 100 }),
  ])('agrees with the typed quote', (cents, hands, lever) => {
    const price = P.of(cents).dividedBy(100)
    const rate = price.lt(5) ? R.of('0.001') : R.of('0.0005')
    const typed = quoteStockOrder({ price: P.of(price), shares: S.of(hands * 100), lever, spreadRate: rate }, standard)
    const parsed = quoteStockOrderText(
      { price: price.toFixed(2), hands: String(hands), lever: String(lever) },
      standard,
    )
    expect(parsed.ok && parsed.value.deposit.eq(typed.deposit) && parsed.value.charges.eq(typed.charges)).toBe(true)
  })
})
