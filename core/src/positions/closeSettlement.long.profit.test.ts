import { expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { settleClose } from './closeSettlement.js'
import { testPosition } from './fixtures/testPosition.js'
import { positionNote } from './positionNote.js'

// Long 10 hands (1 000 shares) opened at 10.55, lever 10, held 2 trading days, closed at 10.80.
// Open notional 10 550.00; margin 1 055.00; opening charges 3.17 + 10.55 + 5.28 = 19.00; stay 2 × 5.28 = 10.56.
const position = testPosition('long', '10.55', 1000, '1055', { fees: '10.56', days: 2 })

it('settles a profitable long', () => {
  const s = settleClose(position, P.of('10.80'), standard)
  expect(M.toText(s.closeNotional)).toBe('10800.00') // 10.80 × 1 000
  expect(M.toText(s.pnl)).toBe('250.00') // (10.80 − 10.55) × 1 000
  expect(M.toText(s.sellFee)).toBe('3.24') // 10 800 × 0.0003
  expect(M.toText(s.stayFees)).toBe('10.56')
  expect(M.toText(s.net)).toBe('236.20') // 250.00 − 3.24 − 10.56
  expect(M.toText(s.released)).toBe('1291.20') // 1 055.00 + 236.20
  expect(M.toText(s.charges)).toBe('32.80') // 19.00 + 3.24 + 10.56
  expect(M.toText(s.allProfitAndLose)).toBe('217.20') // 250.00 − 32.80
})

it('its contract note lists every charge and sums to 32.80', () => {
  const s = settleClose(position, P.of('10.80'), standard)
  const note = positionNote(position, s, standard)
  expect(note.lines.map((l) => [l.key, M.toText(l.amount)])).toEqual([
    ['buyFee', '3.17'],
    ['stampDuty', '10.55'],
    ['spread', '5.28'],
    ['sellFee', '3.24'],
    ['stayFee', '10.56'],
  ])
  expect(M.toText(note.total)).toBe('32.80')
})
