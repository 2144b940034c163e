import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { margin } from './margin.js'
import { stockOrderNote } from './stockOrderNote.js'
import { quoteStockOrder, type StockOrderQuote } from './stockOrderQuote.js'

const texts = (q: StockOrderQuote) =>
  [q.notional, q.margin, q.buyFee, q.stampDuty, q.spread, q.charges, q.deposit].map(M.toText)

describe('stock order quote, worked examples', () => {
  it('10 hands at 10.55, lever 10, spread 0.0005', () => {
    // notional 10.55 × 1 000 = 10 550.00; margin 10 550 ÷ 10 = 1 055.00
    // buy fee 3.165 → 3.17; duty 10.55; spread 5.275 → 5.28; charges 19.00; deposit 1 074.00
    const q = quoteStockOrder(
      { price: P.of('10.55'), shares: S.of(1000), lever: 10, spreadRate: R.of('0.0005') },
      standard,
    )
    expect(texts(q)).toEqual(['10550.00', '1055.00', '3.17', '10.55', '5.28', '19.00', '1074.00'])
  })

  it('3 hands at 4.37, lever 30, spread 0.001', () => {
    // notional 4.37 × 300 = 1 311.00; margin 1 311 ÷ 30 = 43.70
    // buy fee 0.3933 → 0.39; duty 1.311 → 1.31; spread 1.311 → 1.31; charges 3.01; deposit 46.71
    const q = quoteStockOrder(
      { price: P.of('4.37'), shares: S.of(300), lever: 30, spreadRate: R.of('0.001') },
      standard,
    )
    expect(texts(q)).toEqual(['1311.00', '43.70', '0.39', '1.31', '1.31', '3.01', '46.71'])
  })

  it('margin rounds half-up once: 10 550 ÷ 30 = 351.666… → 351.67; 100.01 ÷ 20 = 5.0005 → 5.00', () => {
    expect(M.toText(margin(M.of('10550'), 30))).toBe('351.67')
    expect(M.toText(margin(M.of('100.01'), 20))).toBe('5.00')
    // 100.1 ÷ 20 = 5.005 → 5.01
    expect(M.toText(margin(M.of('100.1'), 20))).toBe('5.01')
  })

  it('its contract note sums to the charges', () => {
    const q = quoteStockOrder(
      { price: P.of('10.55'), shares: S.of(1000), lever: 10, spreadRate: R.of('0.0005') },
      standard,
    )
    const note = stockOrderNote(q, standard)
    expect(note.lines.map((l) => M.toText(l.amount))).toEqual(['3.17', '10.55', '5.28'])
    expect(M.toText(note.total)).toBe('19.00')
  })
})

const price = fc.integer({ min: 1, max: 500_000 }).map((c) => P.of(c).dividedBy(100) as P.Price)
const shares = fc.integer({ min: 1, max: 1000 }).map((h) => S.of(h * 100))
const lever = fc.integer({ min: 1, max: 100 })
const spreadRate = fc.integer({ min: 0, max: 50 }).map((n) => R.of(n).dividedBy(10_000) as R.Rate)

describe('stock order quote laws', () => {
  test.prop([price, shares, lever, spreadRate])(
    'charges = sum of rounded parts; deposit = margin + charges',
    (p, s, l, r) => {
      const q = quoteStockOrder({ price: p, shares: s, lever: l, spreadRate: r }, standard)
      expect(q.charges.eq(q.buyFee.plus(q.stampDuty).plus(q.spread))).toBe(true)
      expect(q.deposit.eq(q.margin.plus(q.charges))).toBe(true)
      expect(q.notional.eq(p.times(s))).toBe(true)
      expect(q.margin.minus(q.notional.dividedBy(l)).abs().lte('0.005')).toBe(true)
      expect(stockOrderNote(q, standard).total.eq(q.charges)).toBe(true)
      for (const part of [q.margin, q.buyFee, q.stampDuty, q.spread]) {
        expect(part.gte(0)).toBe(true)
        expect(part.decimalPlaces()).toBeLessThanOrEqual(2)
      }
    },
  )

  test.prop([price, shares, lever, lever, spreadRate])('deposit is non-increasing in leverage', (p, s, a, b, r) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    const quote = (l: number) => quoteStockOrder({ price: p, shares: s, lever: l, spreadRate: r }, standard)
    expect(quote(high).deposit.lte(quote(low).deposit)).toBe(true)
    expect(quote(high).charges.eq(quote(low).charges)).toBe(true)
  })

  test.prop([price, price, shares, lever, spreadRate])('every amount is non-decreasing in price', (a, b, s, l, r) => {
    const [low, high] = a.lte(b) ? [a, b] : [b, a]
    const q = (p: P.Price) => quoteStockOrder({ price: p, shares: s, lever: l, spreadRate: r }, standard)
    for (const key of ['margin', 'buyFee', 'stampDuty', 'spread', 'charges', 'deposit'] as const)
      expect(q(low)[key].lte(q(high)[key])).toBe(true)
  })
})
