import { expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { settleClose } from './closeSettlement.js'
import { testPosition } from './fixtures/testPosition.js'

// Short 5 hands (500 shares) opened at 20.00, lever 20, closed the same day at 20.40.
// Open notional 10 000.00; margin 500.00; opening charges 3.00 + 10.00 + 5.00 = 18.00; no stay fees.
const position = testPosition('short', '20.00', 500, '500')

it('settles a losing short closed the day it opened', () => {
  const s = settleClose(position, P.of('20.40'), standard)
  expect(M.toText(position.openingCharges.total)).toBe('18.00')
  expect(M.toText(s.pnl)).toBe('-200.00') // −(20.40 − 20.00) × 500
  expect(M.toText(s.sellFee)).toBe('3.06') // 10 200 × 0.0003
  expect(M.toText(s.net)).toBe('-203.06') // −200.00 − 3.06 − 0
  expect(M.toText(s.released)).toBe('296.94') // 500.00 − 203.06
  expect(M.toText(s.allProfitAndLose)).toBe('-221.06') // −200.00 − (18.00 + 3.06)
})

it('a loss beyond the margin releases a negative amount (gap loss)', () => {
  // closed at 21.50: P&L −750.00; sell fee 10 750 × 0.0003 = 3.225 → 3.23; released 500 − 753.23 = −253.23
  const s = settleClose(position, P.of('21.50'), standard)
  expect(M.toText(s.pnl)).toBe('-750.00')
  expect(M.toText(s.sellFee)).toBe('3.23')
  expect(M.toText(s.released)).toBe('-253.23')
})
