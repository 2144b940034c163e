import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { dayProfitAndLoss } from './dayProfitAndLoss.js'
import { type DayPosition, equityAtPreviousClose } from './previousCloseEquity.js'

const dayStart = 1_000_000
const before = dayStart - 1
const today = dayStart + 60_000
const line = (deType: string, amount: string, at = today, balance = 'stock.available') => ({
  deType,
  deAmt: M.of(amount),
  balance,
  addTime: at,
})
const held = (open: string, preClose: string, perPoint: string, extra: Partial<DayPosition> = {}): DayPosition => ({
  direction: 'long',
  openPrice: P.of(open),
  preClose: P.of(preClose),
  perPoint: M.of(perPoint),
  stayFees: M.zero,
  openedAt: before,
  ...extra,
})

describe("the previous close's equity and the day's P&L", () => {
  it('counts the price move since the close and today’s charges, not a deposit (worked example)', () => {
    const basis = {
      dayStart,
      equityNow: M.of('50120.00'),
      floatingNow: M.of('120.00'),
      accounts: ['stock'] as const,
      journal: [line('deposit', '10000.00'), line('buyFee', '-6.00'), line('buyFee', '-3.00', before)],
      // long 100 shares from 10.00: 11.00 at the close, 11.20 now (floating +120.00)
      positions: [held('10.00', '11.00', '100')],
    }
    const then = equityAtPreviousClose(basis)
    // 50 120.00 + 6.00 − 120.00 + 100.00
    expect(M.toText(then)).toBe('50106.00')
    // +20.00 price since the close − 6.00 fee
    expect(M.toText(dayProfitAndLoss(basis.equityNow, then))).toBe('14.00')
  })

  it('a position closed today counts from the previous close; one opened today from its open', () => {
    const basis = {
      dayStart,
      // a short of 200 from 20.00 (close 19.50, stay fees 4.00) closed today at 19.00: realised +200.00,
      // sell fee −1.14 and its stay fees −4.00 booked today; a long opened today shows +30.00 after −5.00 of charges
      equityNow: M.of('80000.00'),
      floatingNow: M.of('30.00'),
      accounts: ['stock', 'index'] as const,
      journal: [
        line('profitAndLoss', '200.00'),
        line('sellFee', '-1.14'),
        line('stayFee', '-4.00'),
        line('marginReleased', '2000.00'),
        line('buyFee', '-5.00'),
        line('transferOut', '-1000.00'),
        line('transferIn', '1000.00', today, 'index.available'),
        line('contractFee', '-9.00', today, 'futures.available'),
      ],
      positions: [
        held('20.00', '19.50', '200', { direction: 'short', stayFees: M.of('4.00') }),
        held('8.00', '7.00', '100', { openedAt: today }),
      ],
    }
    const then = equityAtPreviousClose(basis)
    // floating at the close: short (19.50 − 20.00) × 200 × −1 = +100.00 − 4.00 = 96.00; the new long none
    // 80 000.00 − (200.00 − 1.14 − 4.00 − 5.00) − 30.00 + 96.00 = 79 876.14 (the futures fee is not a shown account)
    expect(M.toText(then)).toBe('79876.14')
    // short from the close: (19.50 − 19.00) × 200 = +100.00 − 1.14; new long +30.00 − 5.00 → +123.86
    expect(M.toText(dayProfitAndLoss(basis.equityNow, then))).toBe('123.86')
  })

  it('leaves a withdrawal and its fee out of the day’s P&L (DECISIONS §20)', () => {
    // The figures: rows and today's closed net give −116.28; a withdrawal of 2 000 cost 19.00 in fees.
    const basis = {
      dayStart,
      equityNow: M.of('47800.00'),
      floatingNow: M.of('-116.28'),
      accounts: ['stock'] as const,
      journal: [line('withdrawal', '-2000.00'), line('withdrawalFee', '-19.00')],
      positions: [held('10.00', '10.00', '100', { openedAt: today })],
    }
    expect(M.toText(dayProfitAndLoss(basis.equityNow, equityAtPreviousClose(basis)))).toBe('-116.28')
    const refunded = { ...basis, journal: [...basis.journal, line('withdrawalFeeRefund', '19.00')] }
    expect(M.toText(dayProfitAndLoss(basis.equityNow, equityAtPreviousClose(refunded)))).toBe('-116.28')
  })

  it('counts the financing sub-account’s charges when the card shows it', () => {
    const basis = {
      dayStart,
      equityNow: M.of('47919.06'),
      floatingNow: M.zero,
      accounts: ['stock', 'financing'] as const,
      // approval moves 5 000 in and borrows 10 000 (not P&L); the day's management fee is −12.00
      journal: [
        line('financingMargin', '-5000.00'),
        line('financingMargin', '5000.00', today, 'financing.available'),
        line('financingLoan', '10000.00', today, 'financing.available'),
        line('financingLoan', '-10000.00', today, 'financing.debt'),
        line('managementFee', '-12.00', today, 'financing.available'),
      ],
      positions: [],
    }
    expect(M.toText(dayProfitAndLoss(basis.equityNow, equityAtPreviousClose(basis)))).toBe('-12.00')
  })

  const cents = fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => M.of(n).div(100) as M.Money)
  test.prop([cents, cents, fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 })])(
    'with nothing booked today and every position held overnight, the day’s P&L is the floating P&L’s move',
    (equityNow, floatingNow, preCloseCents) => {
      const positions = preCloseCents.map((close) => held('10.00', (close / 100).toFixed(2), '100'))
      const floatingThen = M.sum(positions.map((p) => M.round((p.preClose ?? p.openPrice).minus(10).times(100))))
      const basis = { dayStart, equityNow, floatingNow, accounts: ['stock'] as const, journal: [], positions }
      const day = dayProfitAndLoss(equityNow, equityAtPreviousClose(basis))
      expect(day.eq(M.sub(floatingNow, floatingThen))).toBe(true)
    },
  )

  test.prop([cents, cents, fc.integer({ min: 1_000, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000 })])(
    'a withdrawal and its fee today leave the day’s P&L where it was',
    (equityNow, floatingNow, amountCents, feeCents) => {
      const basis = { dayStart, equityNow, floatingNow, accounts: ['stock'] as const, journal: [], positions: [] }
      const amount = M.of(amountCents).div(100) as M.Money
      const fee = M.of(feeCents).div(100) as M.Money
      const after = M.sub(M.sub(equityNow, amount), fee)
      const withdrawn = {
        ...basis,
        equityNow: after,
        journal: [line('withdrawal', M.toText(M.neg(amount))), line('withdrawalFee', M.toText(M.neg(fee)))],
      }
      const dayBefore = dayProfitAndLoss(equityNow, equityAtPreviousClose(basis))
      expect(dayProfitAndLoss(after, equityAtPreviousClose(withdrawn)).eq(dayBefore)).toBe(true)
    },
  )
})
