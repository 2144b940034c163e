import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { checkFinancingApplication, previewFinancing, productLevers } from './financingForm.js'

const product = {
  lever: '2/3/5',
  minMargin: M.of(1000),
  maxMargin: M.of(100_000),
  days: 7,
  manageRate: R.of('0.0012'),
}
const ratios = { warningRatio: R.of('0.75'), unwindRatio: R.of('0.82') }

it('reads the levers and checks lever, then margin range', () => {
  expect(productLevers(product)).toEqual([2, 3, 5])
  expect(checkFinancingApplication(M.of(5000), 4, product)?.key).toBe('financingLeverNotAllowed')
  expect(checkFinancingApplication(M.of('999.99'), 3, product)?.key).toBe('financingMarginOutOfRange')
  expect(checkFinancingApplication(undefined, 3, product)?.key).toBe('financingMarginOutOfRange')
  expect(checkFinancingApplication(M.of('100000.01'), 3, product)?.key).toBe('financingMarginOutOfRange')
  expect(checkFinancingApplication(M.of(1000), 2, product)).toBeUndefined()
})

it('previews borrowed, both lines and the management fee', () => {
  // 3333.33 × 3 = 9999.99; warning round2(2499.9975 + 9999.99) = 12499.99; unwind round2(2733.3306 + 9999.99) = 12733.32
  // fee round2(9999.99 × 0.0012 × 7) = round2(83.999916) = 84.00
  const preview = previewFinancing(M.of('3333.33'), 3, product, ratios)
  expect(
    [preview?.borrowed, preview?.warningLine, preview?.unwindLine, preview?.fee].map((amount) => amount?.toFixed(2)),
  ).toEqual(['9999.99', '12499.99', '12733.32', '84.00'])
  expect(previewFinancing(undefined, 3, product, ratios)).toBeUndefined()
})
