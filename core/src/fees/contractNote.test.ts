import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { closeNote, orderNote } from './contractNote.js'
import { standard } from './feeSchedule.js'
import { openingCharges } from './openingCharges.js'
import { sellFee } from './sellFee.js'
import { stayFee } from './stayFee.js'

const spreadRate = R.of('0.0005')

describe('contract notes, worked examples', () => {
  it('order note for notional 10 550.00', () => {
    const note = orderNote(
      { notional: M.of('10550'), spreadRate, charges: openingCharges(M.of('10550'), standard, spreadRate) },
      standard,
    )
    expect(note.schedule).toBe('bourse-standard v1')
    expect(note.lines.map((l) => [l.key, l.rate.toString(), M.toText(l.base), M.toText(l.amount), l.rounding])).toEqual(
      [
        ['buyFee', '0.0003', '10550.00', '3.17', 'half-up, 2 dp'],
        ['stampDuty', '0.001', '10550.00', '10.55', 'half-up, 2 dp'],
        ['spread', '0.0005', '10550.00', '5.28', 'half-up, 2 dp'],
      ],
    )
    // 3.17 + 10.55 + 5.28 = 19.00
    expect(M.toText(note.total)).toBe('19.00')
  })

  it('close note after 2 days, closed at notional 10 800.00', () => {
    const note = closeNote(
      {
        notional: M.of('10550'),
        spreadRate,
        charges: openingCharges(M.of('10550'), standard, spreadRate),
        closeNotional: M.of('10800'),
        sellFee: M.of('3.24'),
        stayFees: M.of('10.56'),
        stayDays: 2,
      },
      standard,
    )
    expect(note.lines.map((l) => [l.key, M.toText(l.amount), l.days])).toEqual([
      ['buyFee', '3.17', 1],
      ['stampDuty', '10.55', 1],
      ['spread', '5.28', 1],
      ['sellFee', '3.24', 1],
      ['stayFee', '10.56', 2],
    ])
    // 19.00 + 3.24 + 10.56 = 32.80
    expect(M.toText(note.total)).toBe('32.80')
  })
})

const money = fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => M.of(c).dividedBy(100) as M.Money)
const rate = fc.integer({ min: 0, max: 100 }).map((n) => R.of(n).dividedBy(10_000) as R.Rate)

describe('contract note laws', () => {
  test.prop([money, money, rate, fc.integer({ min: 0, max: 60 })])(
    'lines sum to the total charged; each one-off line is round2(base × rate)',
    (open, close, spread, days) => {
      const charges = openingCharges(open, standard, spread)
      const stayFees = M.of(stayFee(open, standard).times(days))
      const sell = sellFee(close, standard)
      const order = orderNote({ notional: open, spreadRate: spread, charges }, standard)
      expect(order.total.eq(charges.total)).toBe(true)
      const closed = closeNote(
        { notional: open, spreadRate: spread, charges, closeNotional: close, sellFee: sell, stayFees, stayDays: days },
        standard,
      )
      expect(M.sum(closed.lines.map((l) => l.amount)).eq(closed.total)).toBe(true)
      expect(closed.total.eq(charges.total.plus(sell).plus(stayFees))).toBe(true)
      for (const l of closed.lines.filter((x) => x.key !== 'stayFee'))
        expect(l.amount.eq(M.round(l.base.times(l.rate)))).toBe(true)
    },
  )
})
