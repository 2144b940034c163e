import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { settleClose } from './closeSettlement.js'
import { testPosition } from './fixtures/testPosition.js'

const cents = fc.integer({ min: 1, max: 1_000_000 }).map((c) => P.of(c).dividedBy(100).toFixed(2))
const hands = fc.integer({ min: 1, max: 1000 })
const lever = fc.constantFrom(1, 10, 20, 30)
const stayDays = fc.integer({ min: 0, max: 30 })

describe('close settlement laws', () => {
  test.prop([fc.constantFrom('long' as const, 'short' as const), cents, cents, hands, lever, stayDays])(
    'released = margin + net; net = pnl − sell fee − stay; allProfitAndLose = pnl − all charges; all 2 dp',
    (direction, open, close, h, lev, days) => {
      const margin = M.round(
        P.of(open)
          .times(h * 100)
          .dividedBy(lev),
      ).toFixed(2)
      const daily = M.round(
        P.of(open)
          .times(h * 100)
          .times(standard.stayFee),
      )
      const position = testPosition(direction, open, h * 100, margin, { fees: daily.times(days).toFixed(2), days })
      const s = settleClose(position, P.of(close), standard)
      expect(s.net.eq(s.pnl.minus(s.sellFee).minus(s.stayFees))).toBe(true)
      expect(s.released.eq(position.margin.plus(s.net))).toBe(true)
      expect(s.charges.eq(position.openingCharges.total.plus(s.sellFee).plus(s.stayFees))).toBe(true)
      expect(s.allProfitAndLose.eq(s.pnl.minus(s.charges))).toBe(true)
      for (const amount of [s.pnl, s.sellFee, s.net, s.released, s.allProfitAndLose])
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(2)
    },
  )

  test.prop([cents, cents, hands])(
    'long and short P&L mirror; the sell fee does not depend on direction',
    (open, close, h) => {
      const long = settleClose(testPosition('long', open, h * 100, '0'), P.of(close), standard)
      const short = settleClose(testPosition('short', open, h * 100, '0'), P.of(close), standard)
      expect(long.pnl.plus(short.pnl).isZero()).toBe(true)
      expect(long.sellFee.eq(short.sellFee)).toBe(true)
    },
  )
})
