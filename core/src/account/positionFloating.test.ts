import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { accountFloating, positionFloating } from './positionFloating.js'

const row = (pnl: string, stay?: string) => ({
  profitAndLose: M.of(pnl),
  ...(stay === undefined ? {} : { orderStayFee: M.of(stay) }),
})

it('takes accrued stay fees from the price P&L and leaves opening charges out (issue 23: −140.00, stay 2.27)', () => {
  expect(M.toText(positionFloating(row('-140.00', '2.27')))).toBe('-142.27')
  // a contract row has no stay fee: its floating P&L is its price P&L
  expect(M.toText(positionFloating(row('20.32')))).toBe('20.32')
})

it("adds an account's rows: −142.27 and +20.32 make −121.95; none makes 0.00", () => {
  expect(M.toText(accountFloating([row('-140.00', '2.27'), row('20.32', '0.00')]))).toBe('-121.95')
  expect(M.toText(accountFloating([]))).toBe('0.00')
})

const paise = fc.integer({ min: -10_000_000, max: 10_000_000 })
test.prop([fc.array(fc.tuple(paise, fc.nat({ max: 100_000 })), { maxLength: 20 })])(
  'the card is the exact sum of the rows, in any order',
  (pairs) => {
    const rows = pairs.map(([pnl, stay]) => ({
      profitAndLose: M.of(pnl).div(100) as M.Money,
      orderStayFee: M.of(stay).div(100) as M.Money,
    }))
    const expected = pairs.reduce((total, [pnl, stay]) => total + pnl - stay, 0)
    expect(accountFloating(rows).times(100).toNumber()).toBe(expected)
    expect(accountFloating([...rows].reverse()).eq(accountFloating(rows))).toBe(true)
  },
)
