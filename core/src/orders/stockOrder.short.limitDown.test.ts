import { expect, it } from 'vitest'
import * as P from '../money/Price.js'
import { checkStockOrder } from './checkStockOrder.js'
import { baseContext, baseRequest, withPrice } from './fixtures/testOrder.js'

// Previous close 10.00 on the main board: limit-down 10.00 × 0.9 = 9.00.
const short = { ...baseRequest, direction: 'short' as const }

it('a short is refused at limit-down and below', () => {
  for (const price of ['9.00', '8.99']) {
    const result = checkStockOrder(short, withPrice(baseContext, price))
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ key: 'orderShortAtLimitDown', params: { limitDown: '9.00' } }),
    })
  }
})

it('a short one paisa above limit-down passes, and a long at limit-down passes', () => {
  expect(checkStockOrder(short, withPrice(baseContext, '9.01')).ok).toBe(true)
  expect(checkStockOrder(baseRequest, withPrice(baseContext, '9.00')).ok).toBe(true)
})

it('a short with TP below and SL above the price is quoted like a long', () => {
  // price 10.55: TP 9.55 below, SL 11.55 above
  const result = checkStockOrder({ ...short, profitTarget: P.of('9.55'), stopLoss: P.of('11.55') }, baseContext)
  // same terms as the long: deposit 1 055.00 + 19.00 = 1 074.00
  expect(result.ok && result.value.deposit.toFixed(2)).toBe('1074.00')
})
