import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { floatingProfitAndLoss } from './floatingProfitAndLoss.js'

const row = (text: string) => ({ allProfitAndLose: M.of(text) })

it('adds the open positions’ P&L: +19.00 and −4.10 make +14.90; none makes 0.00', () => {
  expect(M.toText(floatingProfitAndLoss([row('19.00'), row('-4.10')]))).toBe('14.90')
  expect(M.toText(floatingProfitAndLoss([]))).toBe('0.00')
})

test.prop([fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 20 })])(
  'is the exact sum of the rows in any order',
  (paise) => {
    const rows = paise.map((p) => ({ allProfitAndLose: M.of(p).div(100) as M.Money }))
    const expected = paise.reduce((a, b) => a + b, 0)
    expect(floatingProfitAndLoss(rows).times(100).toNumber()).toBe(expected)
    expect(floatingProfitAndLoss([...rows].reverse()).eq(floatingProfitAndLoss(rows))).toBe(true)
  },
)
