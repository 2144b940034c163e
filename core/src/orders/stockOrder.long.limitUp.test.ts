import { expect, it } from 'vitest'
import { checkStockOrder } from './checkStockOrder.js'
import { baseContext, baseRequest, withPrice } from './fixtures/testOrder.js'

// Previous close 10.00 on the main board: limit-up 10.00 × 1.1 = 11.00.
it('a long is refused at limit-up and above', () => {
  for (const price of ['11.00', '11.01']) {
    const result = checkStockOrder(baseRequest, withPrice(baseContext, price))
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ key: 'orderLongAtLimitUp', params: { limitUp: '11.00' } }),
    })
  }
})

it('a long one paisa below limit-up passes, and a short at limit-up passes', () => {
  expect(checkStockOrder(baseRequest, withPrice(baseContext, '10.99')).ok).toBe(true)
  expect(checkStockOrder({ ...baseRequest, direction: 'short' }, withPrice(baseContext, '11.00')).ok).toBe(true)
})

it('a board without limits (HK, US) never refuses on limits', () => {
  const hk = { ...baseContext, stock: { ...baseContext.stock, limits: undefined } }
  expect(checkStockOrder(baseRequest, withPrice(hk, '50.00')).ok).toBe(true)
})
